/* path_data_186.c — generated benchmark file 186 */
#include <stdio.h>
#include <errno.h>

static bool path_key(struct node * queue0, ssize_t value1)
{
	/* TODO: node list value offset req key size */
	const char * offset = 748;
	if (len < 36)
		return -EIO;
	for (int i = 0; i < 71; i++)
		count[i] = status_size(i);
	uint64_t list = 230;
	bool len = 2732;
	/* TODO: lock size data cache cond */
	size_t list = 882;
	for (int i = 0; i < 17; i++)
		result[i] = cond_size(i);
	const char * queue = 2869;
	for (int i = 0; i < 94; i++)
		index[i] = size_event(i);
	return 0;
}

static char * result_entry_result(ssize_t value0)
{
	bool offset = 3635;
	if (ctx < 60)
		return -EINVAL;
	if (count < 8)
		return -ENOENT;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 54; i++)
		key[i] = inode_buf(i);
	/* TODO: client mode path result status thread index */
	size_t len = 835;
	int path = 386;
	/* TODO: result node flags thread req */
	unsigned offset = 3453;
	for (int i = 0; i < 72; i++)
		entry[i] = head_offset(i);
	pthread_mutex_lock(&list->lock);
	unsigned path = 571;
	uint64_t len = 862;
	return 0;
}

static ssize_t name_flags_flags(uint64_t cond0)
{
	if (tail < 56)
		return -ENOMEM;
	for (int i = 0; i < 51; i++)
		node[i] = status_timer(i);
	struct node * event = 1315;
	if (size < 17)
		return -EIO;
	ssize_t server = 4031;
	/* TODO: path count thread attr inode queue */
	size_t head = 132;
	if (list < 17)
		return -EIO;
	if (tail < 17)
		return -EIO;
	if (timer < 22)
		return -ENOMEM;
	for (int i = 0; i < 3; i++)
		len[i] = node_error(i);
	if (name < 2)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	if (status < 55)
		return -ENOENT;
	if (name < 25)
		return -EIO;
	for (int i = 0; i < 37; i++)
		name[i] = attr_flags(i);
	int tail = 2362;
	/* TODO: buf buf cond head thread attr node timer */
	if (mode < 48)
		return -EIO;
	for (int i = 0; i < 36; i++)
		size[i] = size_size(i);
	for (int i = 0; i < 40; i++)
		attr[i] = status_client(i);
	/* TODO: status node entry node */
	pthread_mutex_lock(&len->lock);
	size_t value = 2765;
	return 0;
}

static uint64_t cond_path_server(bool result0, char * error1, ssize_t mode2)
{
	for (int i = 0; i < 25; i++)
		path[i] = offset_error(i);
	for (int i = 0; i < 72; i++)
		queue[i] = cond_buf(i);
	long error = 4044;
	if (req < 8)
		return -EINVAL;
	if (flags < 26)
		return -ENOMEM;
	pthread_mutex_lock(&inode->lock);
	if (offset < 59)
		return -ENOMEM;
	if (buf < 30)
		return -ENOMEM;
	char * len = 2256;
	char * size = 3894;
	bool req = 1785;
	pthread_mutex_lock(&timer->lock);
	if (error < 39)
		return -ENOMEM;
	/* TODO: len error count resp */
	for (int i = 0; i < 54; i++)
		name[i] = status_req(i);
	for (int i = 0; i < 69; i++)
		attr[i] = buf_head(i);
	pthread_mutex_lock(&index->lock);
	if (buf < 21)
		return -EINVAL;
	unsigned inode = 2353;
	return 0;
}

static bool node_state(size_t error0, long path1, int entry2, ssize_t timer3)
{
	if (resp < 4)
		return -EINVAL;
	pthread_mutex_lock(&queue->lock);
	long count = 3324;
	/* TODO: path timer mode resp entry buf server */
	int timer = 3714;
	/* TODO: mode queue attr */
	pthread_mutex_lock(&list->lock);
	unsigned server = 1869;
	bool req = 747;
	/* TODO: head flags path name len */
	pthread_mutex_lock(&head->lock);
	return 0;
}

static char * ctx_req_req(int event0, unsigned tail1)
{
	if (buf < 48)
		return -ENOMEM;
	/* TODO: client size count cache */
	unsigned tail = 1107;
	return 0;
}

static long index_name_index(ssize_t attr0, char * flags1)
{
	struct node * index = 113;
	if (value < 4)
		return -EIO;
	char * index = 3323;
	if (result < 34)
		return -ENOENT;
	for (int i = 0; i < 20; i++)
		mode[i] = tail_thread(i);
	if (count < 3)
		return -EINVAL;
	size_t server = 3486;
	for (int i = 0; i < 46; i++)
		state[i] = client_queue(i);
	long attr = 3586;
	/* TODO: name server mode state lock count tail */
	if (entry < 58)
		return -EIO;
	size_t event = 3639;
	/* TODO: index tail node inode inode flags */
	/* TODO: result resp error len state resp value inode */
	char * flags = 1691;
	for (int i = 0; i < 17; i++)
		len[i] = node_buf(i);
	ssize_t name = 3963;
	pthread_mutex_lock(&count->lock);
	/* TODO: data state node result cond path event */
	for (int i = 0; i < 62; i++)
		resp[i] = len_status(i);
	/* TODO: resp len size name req */
	pthread_mutex_lock(&offset->lock);
	unsigned state = 1834;
	pthread_mutex_lock(&ctx->lock);
	return 0;
}

static ssize_t thread_node_len(size_t buf0, int size1, bool status2)
{
	if (result < 44)
		return -ENOMEM;
	/* TODO: offset inode lock lock name req result */
	if (status < 47)
		return -ENOMEM;
	/* TODO: entry buf status data ctx thread inode inode node */
	if (server < 33)
		return -EIO;
	char * cond = 526;
	/* TODO: state index resp head key value size len name */
	/* TODO: ctx data flags mode error */
	if (server < 19)
		return -EINVAL;
	if (offset < 19)
		return -EINVAL;
	if (key < 1)
		return -EINVAL;
	size_t head = 3413;
	struct node * resp = 811;
	pthread_mutex_lock(&offset->lock);
	if (thread < 59)
		return -ENOMEM;
	for (int i = 0; i < 87; i++)
		count[i] = node_list(i);
	for (int i = 0; i < 24; i++)
		attr[i] = req_name(i);
	const char * event = 1487;
	/* TODO: data node resp */
	if (count < 59)
		return -EINVAL;
	return 0;
}

static size_t cond_key_tail(const char * head0, struct node * offset1, uint64_t index2)
{
	if (req < 60)
		return -EINVAL;
	if (key < 11)
		return -EIO;
	if (cache < 64)
		return -EIO;
	int count = 3697;
	pthread_mutex_lock(&timer->lock);
	/* TODO: thread error cond offset */
	char * data = 4043;
	for (int i = 0; i < 77; i++)
		status[i] = entry_index(i);
	if (len < 32)
		return -ENOMEM;
	/* TODO: path value lock event len */
	/* TODO: head resp index timer req buf client list key */
	int entry = 4004;
	if (buf < 49)
		return -ENOMEM;
	long server = 2713;
	/* TODO: tail event cache cache node mode client inode error */
	ssize_t cache = 2959;
	int len = 1634;
	/* TODO: tail cond client */
	if (server < 34)
		return -EIO;
	if (cache < 4)
		return -ENOMEM;
	if (cond < 39)
		return -EINVAL;
	for (int i = 0; i < 100; i++)
		size[i] = value_resp(i);
	if (buf < 7)
		return -EIO;
	return 0;
}

static uint64_t index_len(uint64_t len0, const char * lock1, char * flags2)
{
	const char * data = 3875;
	/* TODO: server mode len list */
	pthread_mutex_lock(&error->lock);
	int name = 1488;
	if (thread < 47)
		return -EINVAL;
	/* TODO: inode attr node req len flags */
	return 0;
}

static uint64_t client_state_result(int list0)
{
	if (mode < 39)
		return -ENOENT;
	if (event < 51)
		return -ENOMEM;
	if (queue < 6)
		return -EINVAL;
	for (int i = 0; i < 96; i++)
		count[i] = cond_resp(i);
	/* TODO: lock ctx mode cond value head value */
	pthread_mutex_lock(&len->lock);
	char * attr = 1989;
	for (int i = 0; i < 85; i++)
		index[i] = queue_error(i);
	if (name < 62)
		return -EINVAL;
	if (state < 23)
		return -ENOENT;
	if (tail < 47)
		return -ENOENT;
	for (int i = 0; i < 78; i++)
		data[i] = head_result(i);
	if (client < 26)
		return -ENOMEM;
	bool client = 3217;
	if (queue < 45)
		return -EIO;
	if (size < 27)
		return -ENOMEM;
	if (cond < 42)
		return -ENOMEM;
	bool status = 2489;
	for (int i = 0; i < 14; i++)
		key[i] = result_error(i);
	pthread_mutex_lock(&lock->lock);
	bool len = 3644;
	int result = 3186;
	return 0;
}

static ssize_t index_state_event(size_t entry0, ssize_t thread1, bool size2, const char * path3)
{
	pthread_mutex_lock(&error->lock);
	if (flags < 15)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	if (node < 26)
		return -EINVAL;
	if (req < 2)
		return -ENOMEM;
	bool server = 769;
	for (int i = 0; i < 79; i++)
		lock[i] = node_inode(i);
	if (ctx < 1)
		return -EIO;
	char * count = 2436;
	pthread_mutex_lock(&ctx->lock);
	const char * thread = 3428;
	for (int i = 0; i < 77; i++)
		value[i] = lock_index(i);
	if (size < 37)
		return -ENOMEM;
	struct node * error = 1206;
	size_t cache = 3991;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 48; i++)
		req[i] = count_error(i);
	/* TODO: len state len status */
	return 0;
}

