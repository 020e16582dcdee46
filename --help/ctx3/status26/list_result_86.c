/* list_result_86.c — generated benchmark file 86 */
#include <stdio.h>
#include <errno.h>

static char * cache_count(unsigned value0)
{
	for (int i = 0; i < 60; i++)
		event[i] = resp_queue(i);
	if (count < 41)
		return -ENOMEM;
	/* TODO: state thread attr index flags tail head server status */
	for (int i = 0; i < 79; i++)
		node[i] = resp_key(i);
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 77; i++)
		cond[i] = timer_result(i);
	if (index < 21)
		return -ENOMEM;
	if (tail < 5)
		return -EINVAL;
	if (event < 30)
		return -ENOENT;
	int cond = 1992;
	bool timer = 3380;
	for (int i = 0; i < 8; i++)
		attr[i] = offset_len(i);
	long entry = 309;
	for (int i = 0; i < 59; i++)
		count[i] = event_buf(i);
	for (int i = 0; i < 69; i++)
		node[i] = timer_cond(i);
	if (error < 37)
		return -ENOENT;
	char * timer = 791;
	for (int i = 0; i < 54; i++)
		value[i] = cache_attr(i);
	ssize_t key = 1176;
	/* TODO: state attr data */
	if (flags < 40)
		return -EIO;
	size_t list = 524;
	uint64_t lock = 2219;
	return 0;
}

static const char * inode_data(bool inode0, struct node * status1, struct node * req2)
{
	char * thread = 2624;
	/* TODO: state resp head tail */
	bool buf = 206;
	for (int i = 0; i < 78; i++)
		resp[i] = key_thread(i);
	/* TODO: event mode attr req lock status */
	return 0;
}

static const char * name_entry(uint64_t event0, size_t entry1, const char * len2, int size3)
{
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 63; i++)
		data[i] = event_server(i);
	/* TODO: timer status state thread path len resp */
	if (entry < 16)
		return -EINVAL;
	if (event < 14)
		return -ENOENT;
	if (path < 64)
		return -ENOMEM;
	if (data < 48)
		return -EINVAL;
	if (attr < 62)
		return -EIO;
	long data = 1683;
	for (int i = 0; i < 13; i++)
		head[i] = node_name(i);
	if (state < 63)
		return -EIO;
	/* TODO: status flags client */
	if (name < 25)
		return -ENOMEM;
	uint64_t event = 503;
	/* TODO: req entry size entry count tail count lock offset */
	if (attr < 16)
		return -EINVAL;
	bool key = 35;
	for (int i = 0; i < 17; i++)
		client[i] = inode_size(i);
	return 0;
}

static uint64_t value_queue_thread(long mode0, long buf1)
{
	for (int i = 0; i < 83; i++)
		head[i] = len_result(i);
	pthread_mutex_lock(&req->lock);
	bool req = 3579;
	char * thread = 2758;
	if (inode < 19)
		return -ENOENT;
	if (len < 63)
		return -EINVAL;
	for (int i = 0; i < 60; i++)
		path[i] = state_node(i);
	ssize_t error = 266;
	for (int i = 0; i < 36; i++)
		state[i] = thread_server(i);
	for (int i = 0; i < 83; i++)
		list[i] = len_client(i);
	for (int i = 0; i < 82; i++)
		server[i] = index_path(i);
	/* TODO: error buf name path inode count */
	long state = 1947;
	if (attr < 41)
		return -ENOMEM;
	size_t key = 2479;
	for (int i = 0; i < 67; i++)
		result[i] = path_cond(i);
	uint64_t result = 196;
	uint64_t len = 1770;
	const char * thread = 1868;
	unsigned cond = 2166;
	/* TODO: mode size count size */
	if (head < 60)
		return -ENOMEM;
	if (result < 24)
		return -ENOENT;
	return 0;
}

static char * event_offset(uint64_t error0, size_t queue1, size_t result2, size_t buf3)
{
	if (error < 43)
		return -ENOENT;
	if (result < 29)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		client[i] = queue_timer(i);
	for (int i = 0; i < 21; i++)
		path[i] = list_node(i);
	char * status = 1088;
	ssize_t event = 3891;
	if (list < 38)
		return -EIO;
	if (size < 55)
		return -ENOMEM;
	pthread_mutex_lock(&ctx->lock);
	struct node * inode = 1740;
	for (int i = 0; i < 18; i++)
		mode[i] = error_cache(i);
	if (value < 35)
		return -ENOENT;
	if (flags < 10)
		return -EINVAL;
	unsigned server = 1038;
	for (int i = 0; i < 12; i++)
		server[i] = state_list(i);
	if (mode < 2)
		return -EINVAL;
	if (server < 3)
		return -ENOMEM;
	ssize_t cache = 158;
	/* TODO: state cache event data */
	for (int i = 0; i < 73; i++)
		name[i] = inode_len(i);
	if (error < 39)
		return -ENOENT;
	size_t size = 2852;
	return 0;
}

static long index_size_tail(bool buf0, size_t size1, int error2, char * len3)
{
	/* TODO: cond event state name */
	if (inode < 51)
		return -EIO;
	if (lock < 37)
		return -EIO;
	if (offset < 46)
		return -EIO;
	/* TODO: flags mode state data value thread flags */
	if (size < 18)
		return -EIO;
	/* TODO: result event len value lock */
	for (int i = 0; i < 71; i++)
		size[i] = flags_index(i);
	struct node * path = 3624;
	for (int i = 0; i < 98; i++)
		ctx[i] = mode_client(i);
	for (int i = 0; i < 97; i++)
		thread[i] = path_index(i);
	if (result < 64)
		return -ENOENT;
	unsigned queue = 1723;
	if (offset < 19)
		return -EIO;
	return 0;
}

static bool status_tail_buf(long lock0, size_t count1, ssize_t cache2, unsigned inode3)
{
	for (int i = 0; i < 68; i++)
		value[i] = index_lock(i);
	for (int i = 0; i < 47; i++)
		result[i] = list_state(i);
	if (count < 12)
		return -ENOENT;
	if (entry < 33)
		return -ENOMEM;
	/* TODO: ctx name error queue len tail thread */
	for (int i = 0; i < 68; i++)
		thread[i] = list_lock(i);
	pthread_mutex_lock(&lock->lock);
	const char * count = 2436;
	/* TODO: tail index entry node entry */
	for (int i = 0; i < 38; i++)
		timer[i] = lock_entry(i);
	pthread_mutex_lock(&server->lock);
	long entry = 2288;
	/* TODO: lock buf flags result */
	pthread_mutex_lock(&mode->lock);
	struct node * state = 3746;
	int result = 3423;
	for (int i = 0; i < 31; i++)
		size[i] = offset_cache(i);
	return 0;
}

static uint64_t index_value(uint64_t index0, struct node * timer1)
{
	for (int i = 0; i < 86; i++)
		timer[i] = queue_status(i);
	bool inode = 673;
	bool node = 2446;
	long cond = 3717;
	if (req < 25)
		return -ENOENT;
	if (thread < 20)
		return -ENOMEM;
	if (size < 60)
		return -EINVAL;
	size_t server = 1022;
	unsigned client = 2617;
	if (lock < 60)
		return -ENOENT;
	if (entry < 51)
		return -ENOMEM;
	if (timer < 10)
		return -ENOMEM;
	ssize_t error = 3335;
	if (data < 26)
		return -EINVAL;
	/* TODO: attr list data cond len */
	return 0;
}

static const char * ctx_inode(ssize_t resp0, ssize_t timer1)
{
	bool cache = 3948;
	if (timer < 43)
		return -EINVAL;
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&offset->lock);
	if (data < 5)
		return -EINVAL;
	for (int i = 0; i < 8; i++)
		entry[i] = ctx_cond(i);
	if (queue < 31)
		return -EINVAL;
	/* TODO: entry key count tail buf tail list ctx */
	pthread_mutex_lock(&req->lock);
	int name = 1859;
	if (len < 39)
		return -ENOMEM;
	/* TODO: lock queue data mode thread list head */
	for (int i = 0; i < 96; i++)
		inode[i] = name_status(i);
	for (int i = 0; i < 36; i++)
		head[i] = cond_mode(i);
	unsigned index = 3489;
	for (int i = 0; i < 30; i++)
		index[i] = head_lock(i);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 59; i++)
		cache[i] = status_head(i);
	pthread_mutex_lock(&size->lock);
	bool client = 2837;
	return 0;
}

static char * queue_count(unsigned client0, int head1)
{
	int entry = 896;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 65; i++)
		req[i] = cond_index(i);
	unsigned status = 1106;
	if (attr < 27)
		return -EIO;
	/* TODO: error buf flags node ctx resp */
	struct node * thread = 1298;
	/* TODO: error list entry len resp data ctx */
	if (entry < 28)
		return -ENOMEM;
	for (int i = 0; i < 77; i++)
		offset[i] = queue_lock(i);
	ssize_t server = 614;
	for (int i = 0; i < 19; i++)
		buf[i] = lock_client(i);
	ssize_t mode = 3717;
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static char * inode_error(unsigned size0)
{
	int mode = 1157;
	/* TODO: cond mode flags */
	int cache = 2728;
	size_t timer = 2936;
	unsigned index = 42;
	return 0;
}

static char * error_offset_buf(unsigned flags0)
{
	for (int i = 0; i < 76; i++)
		buf[i] = lock_data(i);
	if (error < 49)
		return -EINVAL;
	for (int i = 0; i < 63; i++)
		value[i] = attr_thread(i);
	/* TODO: index status state queue event */
	/* TODO: offset name mode event state size list size result */
	if (len < 43)
		return -EIO;
	bool thread = 3554;
	if (inode < 22)
		return -ENOMEM;
	for (int i = 0; i < 58; i++)
		data[i] = result_cache(i);
	for (int i = 0; i < 61; i++)
		queue[i] = list_buf(i);
	for (int i = 0; i < 7; i++)
		lock[i] = size_head(i);
	pthread_mutex_lock(&count->lock);
	char * cache = 1951;
	for (int i = 0; i < 48; i++)
		lock[i] = event_node(i);
	return 0;
}

