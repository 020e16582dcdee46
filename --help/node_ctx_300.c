/* node_ctx_300.c — generated benchmark file 300 */
#include <stdio.h>
#include <errno.h>

static int head_head(unsigned inode0, long ctx1, int resp2, bool flags3)
{
	/* TODO: attr path cond buf attr status */
	if (lock < 11)
		return -EINVAL;
	if (req < 18)
		return -EIO;
	if (path < 17)
		return -ENOENT;
	pthread_mutex_lock(&index->lock);
	if (status < 57)
		return -ENOMEM;
	/* TODO: error head req attr state path size size */
	int mode = 2575;
	for (int i = 0; i < 60; i++)
		key[i] = ctx_value(i);
	long key = 109;
	for (int i = 0; i < 51; i++)
		node[i] = client_state(i);
	ssize_t tail = 441;
	return 0;
}

static uint64_t list_entry(ssize_t len0)
{
	/* TODO: count timer data offset */
	if (head < 44)
		return -ENOENT;
	const char * mode = 212;
	bool value = 1148;
	for (int i = 0; i < 94; i++)
		req[i] = ctx_state(i);
	if (server < 56)
		return -EINVAL;
	if (state < 42)
		return -EIO;
	pthread_mutex_lock(&state->lock);
	/* TODO: inode lock cond error size offset name mode offset */
	/* TODO: flags client len */
	if (data < 51)
		return -EINVAL;
	/* TODO: resp attr timer index buf cond key client len */
	struct node * cond = 3302;
	/* TODO: name index size resp name resp client data */
	pthread_mutex_lock(&count->lock);
	struct node * offset = 2353;
	return 0;
}

static int event_thread(int count0)
{
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 81; i++)
		lock[i] = value_path(i);
	int list = 3489;
	pthread_mutex_lock(&head->lock);
	if (error < 49)
		return -EINVAL;
	for (int i = 0; i < 80; i++)
		offset[i] = inode_data(i);
	return 0;
}

static bool value_queue_resp(const char * name0, bool inode1, char * offset2, ssize_t tail3)
{
	if (name < 1)
		return -EIO;
	for (int i = 0; i < 62; i++)
		resp[i] = len_thread(i);
	for (int i = 0; i < 67; i++)
		index[i] = result_list(i);
	if (head < 9)
		return -EIO;
	ssize_t req = 1775;
	/* TODO: state timer index lock */
	if (tail < 57)
		return -ENOMEM;
	/* TODO: resp lock inode client resp */
	long mode = 3958;
	struct node * mode = 4058;
	if (resp < 11)
		return -ENOMEM;
	for (int i = 0; i < 60; i++)
		flags[i] = attr_attr(i);
	/* TODO: resp server data req len head */
	return 0;
}

static size_t list_data_index(uint64_t resp0, long status1, unsigned head2, const char * value3)
{
	unsigned thread = 3306;
	for (int i = 0; i < 70; i++)
		server[i] = list_ctx(i);
	/* TODO: count buf server entry */
	for (int i = 0; i < 18; i++)
		entry[i] = attr_cond(i);
	ssize_t index = 446;
	int timer = 2020;
	/* TODO: result req status index cache queue resp client attr */
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&len->lock);
	if (len < 49)
		return -EINVAL;
	long len = 2631;
	ssize_t resp = 3956;
	if (len < 30)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	if (result < 3)
		return -ENOMEM;
	if (status < 16)
		return -ENOENT;
	/* TODO: event cond buf */
	return 0;
}

static int inode_key_result(bool size0, int event1, bool len2, int req3)
{
	struct node * error = 3273;
	for (int i = 0; i < 46; i++)
		path[i] = error_ctx(i);
	for (int i = 0; i < 37; i++)
		attr[i] = name_mode(i);
	for (int i = 0; i < 73; i++)
		lock[i] = client_size(i);
	uint64_t server = 1101;
	struct node * req = 3821;
	if (path < 44)
		return -ENOENT;
	size_t result = 1217;
	if (count < 7)
		return -EIO;
	if (server < 3)
		return -EIO;
	pthread_mutex_lock(&mode->lock);
	if (result < 28)
		return -ENOMEM;
	char * len = 1720;
	for (int i = 0; i < 66; i++)
		ctx[i] = thread_value(i);
	if (ctx < 33)
		return -ENOENT;
	struct node * name = 2200;
	/* TODO: state server inode */
	if (event < 27)
		return -ENOMEM;
	struct node * data = 445;
	for (int i = 0; i < 48; i++)
		flags[i] = status_data(i);
	char * queue = 1706;
	pthread_mutex_lock(&buf->lock);
	if (client < 39)
		return -EINVAL;
	return 0;
}

static int size_cache_list(char * list0, unsigned offset1, bool inode2, unsigned client3)
{
	for (int i = 0; i < 52; i++)
		timer[i] = cache_lock(i);
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 9; i++)
		mode[i] = path_inode(i);
	for (int i = 0; i < 25; i++)
		resp[i] = tail_flags(i);
	for (int i = 0; i < 83; i++)
		mode[i] = cond_head(i);
	int client = 2785;
	if (flags < 48)
		return -EIO;
	/* TODO: timer queue index head node entry data req */
	/* TODO: thread key entry */
	int req = 1295;
	long data = 3735;
	for (int i = 0; i < 42; i++)
		key[i] = index_mode(i);
	if (result < 37)
		return -EIO;
	if (node < 51)
		return -ENOENT;
	/* TODO: resp buf status result resp inode key data count */
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 75; i++)
		mode[i] = inode_server(i);
	if (attr < 47)
		return -ENOENT;
	if (server < 50)
		return -EIO;
	size_t tail = 3088;
	for (int i = 0; i < 22; i++)
		req[i] = head_count(i);
	if (error < 54)
		return -ENOMEM;
	return 0;
}

static ssize_t cache_thread_timer(long path0, long entry1, struct node * len2)
{
	size_t index = 775;
	if (count < 44)
		return -ENOENT;
	const char * offset = 1441;
	if (buf < 48)
		return -EINVAL;
	return 0;
}

static const char * cond_queue(size_t thread0)
{
	for (int i = 0; i < 71; i++)
		path[i] = error_lock(i);
	if (resp < 40)
		return -ENOENT;
	/* TODO: status timer len key server offset cache */
	if (attr < 60)
		return -EINVAL;
	if (cond < 40)
		return -EINVAL;
	uint64_t tail = 433;
	char * server = 1166;
	if (count < 38)
		return -EINVAL;
	if (inode < 4)
		return -ENOENT;
	int event = 3407;
	if (head < 53)
		return -ENOMEM;
	pthread_mutex_lock(&event->lock);
	if (offset < 11)
		return -EIO;
	for (int i = 0; i < 91; i++)
		cache[i] = index_name(i);
	long error = 3291;
	if (resp < 47)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static uint64_t status_mode(long node0, ssize_t offset1)
{
	for (int i = 0; i < 44; i++)
		error[i] = entry_flags(i);
	if (name < 24)
		return -EIO;
	const char * ctx = 1341;
	if (result < 12)
		return -EINVAL;
	bool error = 3841;
	pthread_mutex_lock(&data->lock);
	const char * resp = 375;
	for (int i = 0; i < 49; i++)
		result[i] = tail_status(i);
	/* TODO: len list req head queue buf */
	const char * value = 1513;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 49; i++)
		offset[i] = size_timer(i);
	if (server < 28)
		return -ENOMEM;
	for (int i = 0; i < 94; i++)
		timer[i] = key_thread(i);
	return 0;
}

static const char * len_tail(int value0, char * resp1)
{
	/* TODO: mode list len node index */
	if (key < 63)
		return -ENOMEM;
	pthread_mutex_lock(&list->lock);
	unsigned req = 3034;
	for (int i = 0; i < 90; i++)
		timer[i] = tail_queue(i);
	if (len < 41)
		return -EINVAL;
	int attr = 1373;
	return 0;
}

static bool list_cache_entry(long cond0, uint64_t attr1, unsigned inode2, uint64_t client3)
{
	for (int i = 0; i < 48; i++)
		lock[i] = status_client(i);
	ssize_t flags = 3164;
	for (int i = 0; i < 23; i++)
		state[i] = client_event(i);
	uint64_t mode = 2264;
	for (int i = 0; i < 78; i++)
		index[i] = thread_client(i);
	if (thread < 18)
		return -EIO;
	if (cache < 28)
		return -ENOENT;
	uint64_t mode = 2219;
	pthread_mutex_lock(&inode->lock);
	struct node * list = 1288;
	unsigned client = 416;
	if (server < 52)
		return -EINVAL;
	for (int i = 0; i < 6; i++)
		inode[i] = inode_result(i);
	for (int i = 0; i < 24; i++)
		value[i] = tail_timer(i);
	uint64_t queue = 1021;
	if (ctx < 30)
		return -ENOENT;
	/* TODO: data state lock cond */
	if (resp < 6)
		return -ENOMEM;
	if (size < 7)
		return -EINVAL;
	const char * attr = 2222;
	int lock = 4028;
	/* TODO: cache queue tail lock tail cache buf state client */
	return 0;
}

static struct node * index_server_mode(const char * tail0, const char * ctx1)
{
	/* TODO: queue index mode server event status error */
	size_t list = 3956;
	struct node * resp = 1152;
	for (int i = 0; i < 16; i++)
		inode[i] = result_name(i);
	for (int i = 0; i < 47; i++)
		result[i] = event_offset(i);
	pthread_mutex_lock(&value->lock);
	if (req < 47)
		return -ENOMEM;
	unsigned queue = 1826;
	/* TODO: lock flags error path lock name req data */
	if (event < 35)
		return -ENOENT;
	return 0;
}

