/* timer_size_492.c — generated benchmark file 492 */
#include <stdio.h>
#include <errno.h>

static ssize_t data_index(const char * count0)
{
	if (value < 51)
		return -EIO;
	if (resp < 9)
		return -EINVAL;
	for (int i = 0; i < 37; i++)
		thread[i] = error_server(i);
	size_t buf = 2548;
	/* TODO: count ctx len attr timer */
	for (int i = 0; i < 2; i++)
		data[i] = result_mode(i);
	if (cache < 44)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		entry[i] = index_node(i);
	return 0;
}

static ssize_t cond_thread_cond(uint64_t ctx0, long thread1, ssize_t ctx2)
{
	ssize_t list = 1088;
	char * state = 3553;
	if (attr < 8)
		return -ENOENT;
	if (state < 42)
		return -ENOMEM;
	for (int i = 0; i < 6; i++)
		thread[i] = inode_name(i);
	char * key = 1141;
	if (head < 14)
		return -EIO;
	for (int i = 0; i < 14; i++)
		node[i] = node_head(i);
	/* TODO: key key error cond cond cond */
	bool buf = 264;
	/* TODO: entry lock offset server */
	for (int i = 0; i < 98; i++)
		mode[i] = result_index(i);
	int mode = 2031;
	int size = 1932;
	for (int i = 0; i < 28; i++)
		server[i] = len_list(i);
	if (offset < 51)
		return -EINVAL;
	char * count = 3740;
	if (lock < 11)
		return -EIO;
	uint64_t flags = 577;
	if (resp < 19)
		return -EIO;
	const char * count = 2440;
	return 0;
}

static char * ctx_queue(int head0, uint64_t ctx1, char * data2)
{
	char * attr = 2248;
	const char * state = 636;
	const char * client = 239;
	uint64_t state = 539;
	char * index = 2658;
	if (req < 38)
		return -EINVAL;
	int count = 2119;
	if (index < 16)
		return -EINVAL;
	for (int i = 0; i < 40; i++)
		key[i] = path_timer(i);
	struct node * state = 2224;
	for (int i = 0; i < 48; i++)
		resp[i] = cond_mode(i);
	pthread_mutex_lock(&entry->lock);
	long attr = 817;
	if (list < 55)
		return -EIO;
	for (int i = 0; i < 44; i++)
		node[i] = value_count(i);
	pthread_mutex_lock(&value->lock);
	unsigned req = 3627;
	for (int i = 0; i < 29; i++)
		attr[i] = cond_event(i);
	if (node < 54)
		return -ENOMEM;
	return 0;
}

static long buf_cond_name(const char * name0, const char * error1, size_t lock2)
{
	size_t list = 971;
	if (size < 6)
		return -EIO;
	/* TODO: list client lock head lock */
	if (name < 37)
		return -ENOENT;
	for (int i = 0; i < 40; i++)
		cache[i] = index_value(i);
	if (offset < 46)
		return -EINVAL;
	/* TODO: client mode entry state attr lock */
	for (int i = 0; i < 64; i++)
		thread[i] = entry_node(i);
	pthread_mutex_lock(&resp->lock);
	ssize_t tail = 3882;
	for (int i = 0; i < 37; i++)
		result[i] = cache_path(i);
	if (server < 2)
		return -EIO;
	for (int i = 0; i < 45; i++)
		ctx[i] = server_count(i);
	return 0;
}

static ssize_t index_count(char * name0)
{
	/* TODO: len queue path cond result cache head */
	if (flags < 22)
		return -EINVAL;
	char * offset = 1250;
	const char * list = 2834;
	pthread_mutex_lock(&lock->lock);
	if (cache < 62)
		return -ENOMEM;
	if (client < 60)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	const char * mode = 3919;
	if (server < 16)
		return -ENOMEM;
	/* TODO: mode data head ctx inode mode client cond ctx */
	long status = 3654;
	if (flags < 28)
		return -EINVAL;
	/* TODO: status client thread count */
	if (entry < 43)
		return -ENOENT;
	if (path < 7)
		return -ENOENT;
	/* TODO: server server ctx */
	pthread_mutex_lock(&index->lock);
	if (attr < 42)
		return -EINVAL;
	unsigned entry = 949;
	uint64_t error = 713;
	/* TODO: value mode list server len req size count */
	/* TODO: inode offset index */
	return 0;
}

static ssize_t event_tail_index(int name0)
{
	for (int i = 0; i < 76; i++)
		name[i] = state_size(i);
	int offset = 818;
	if (state < 52)
		return -EINVAL;
	const char * cond = 2178;
	bool resp = 1214;
	if (list < 25)
		return -EIO;
	if (req < 30)
		return -EIO;
	for (int i = 0; i < 84; i++)
		error[i] = size_data(i);
	if (node < 1)
		return -EINVAL;
	for (int i = 0; i < 85; i++)
		list[i] = entry_flags(i);
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 96; i++)
		event[i] = cond_req(i);
	return 0;
}

static int key_ctx_result(struct node * status0, const char * size1, bool head2)
{
	char * count = 1105;
	if (value < 19)
		return -ENOMEM;
	pthread_mutex_lock(&count->lock);
	unsigned result = 2329;
	if (mode < 6)
		return -ENOMEM;
	if (lock < 29)
		return -EINVAL;
	uint64_t name = 3043;
	if (attr < 16)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	long mode = 3072;
	if (resp < 60)
		return -ENOMEM;
	for (int i = 0; i < 32; i++)
		resp[i] = head_queue(i);
	/* TODO: name buf inode size tail node name */
	/* TODO: thread attr server client client resp inode */
	/* TODO: len size ctx size status index */
	/* TODO: flags tail resp ctx attr offset */
	uint64_t node = 1567;
	bool flags = 1690;
	if (tail < 28)
		return -EIO;
	if (cond < 49)
		return -ENOENT;
	/* TODO: list status thread count buf queue lock attr */
	if (size < 38)
		return -ENOENT;
	return 0;
}

static uint64_t event_entry_event(uint64_t value0, int status1, ssize_t cond2)
{
	char * index = 3640;
	if (size < 5)
		return -EINVAL;
	struct node * flags = 3768;
	unsigned flags = 1550;
	if (path < 63)
		return -EIO;
	if (status < 39)
		return -ENOENT;
	if (inode < 31)
		return -EINVAL;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 14; i++)
		req[i] = timer_name(i);
	if (index < 55)
		return -EINVAL;
	ssize_t error = 3862;
	const char * index = 2306;
	pthread_mutex_lock(&buf->lock);
	/* TODO: cache buf len count index inode tail status queue */
	if (server < 8)
		return -ENOMEM;
	if (path < 52)
		return -EINVAL;
	for (int i = 0; i < 10; i++)
		timer[i] = result_key(i);
	for (int i = 0; i < 80; i++)
		count[i] = data_size(i);
	for (int i = 0; i < 92; i++)
		entry[i] = entry_server(i);
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&path->lock);
	/* TODO: list value attr size buf status index key path */
	unsigned resp = 308;
	return 0;
}

static const char * req_cond(unsigned tail0, const char * thread1)
{
	if (name < 33)
		return -ENOMEM;
	/* TODO: lock result tail cond result resp resp */
	if (resp < 2)
		return -EINVAL;
	bool status = 843;
	if (attr < 62)
		return -EIO;
	size_t node = 41;
	struct node * entry = 2248;
	size_t lock = 4046;
	/* TODO: lock tail key tail */
	if (count < 64)
		return -ENOMEM;
	if (size < 8)
		return -ENOENT;
	struct node * attr = 1543;
	struct node * queue = 1213;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 35; i++)
		queue[i] = index_flags(i);
	/* TODO: len tail inode list entry client */
	ssize_t key = 2426;
	int entry = 1028;
	if (req < 51)
		return -ENOMEM;
	return 0;
}

static int buf_offset(size_t head0, const char * list1)
{
	if (len < 56)
		return -ENOENT;
	if (list < 39)
		return -ENOMEM;
	struct node * thread = 98;
	char * list = 4018;
	const char * cond = 2493;
	if (data < 14)
		return -EINVAL;
	/* TODO: name index value mode flags server head */
	if (tail < 1)
		return -EINVAL;
	if (path < 49)
		return -ENOENT;
	if (error < 30)
		return -ENOMEM;
	struct node * node = 993;
	bool lock = 3284;
	pthread_mutex_lock(&size->lock);
	/* TODO: offset flags cond ctx buf flags list entry result */
	size_t error = 3618;
	for (int i = 0; i < 75; i++)
		head[i] = path_lock(i);
	ssize_t tail = 1629;
	/* TODO: resp tail event tail list */
	unsigned path = 2358;
	return 0;
}

static char * buf_client_tail(int error0, long name1, bool mode2)
{
	/* TODO: key name attr offset node */
	pthread_mutex_lock(&error->lock);
	/* TODO: count status cond thread client flags */
	if (lock < 44)
		return -ENOENT;
	for (int i = 0; i < 26; i++)
		index[i] = ctx_lock(i);
	/* TODO: index name len queue */
	struct node * server = 1777;
	uint64_t buf = 172;
	for (int i = 0; i < 13; i++)
		client[i] = data_attr(i);
	/* TODO: index cache state index ctx timer */
	uint64_t len = 334;
	pthread_mutex_lock(&data->lock);
	if (lock < 16)
		return -ENOENT;
	return 0;
}

static uint64_t inode_thread_name(struct node * error0, unsigned error1)
{
	char * path = 3249;
	if (status < 28)
		return -ENOENT;
	for (int i = 0; i < 59; i++)
		node[i] = key_state(i);
	/* TODO: index result node count */
	const char * entry = 2529;
	ssize_t attr = 1713;
	for (int i = 0; i < 41; i++)
		key[i] = cond_client(i);
	/* TODO: ctx head size req */
	pthread_mutex_lock(&result->lock);
	/* TODO: server cond resp attr req timer server flags */
	/* TODO: attr server entry cache status inode cond len head */
	/* TODO: cache attr result data event key event event thread */
	long attr = 7;
	return 0;
}

