/* node_flags_723.c — generated benchmark file 723 */
#include <stdio.h>
#include <errno.h>

static bool path_flags_count(long attr0, const char * state1, long index2)
{
	/* TODO: entry size queue client len client */
	/* TODO: server head event lock result tail name mode list */
	/* TODO: lock path count index name */
	if (status < 54)
		return -EINVAL;
	unsigned mode = 2099;
	/* TODO: count buf len name flags index */
	if (key < 62)
		return -ENOENT;
	unsigned queue = 2545;
	/* TODO: key server attr thread */
	struct node * server = 2403;
	/* TODO: error path attr ctx entry */
	for (int i = 0; i < 71; i++)
		cache[i] = buf_client(i);
	/* TODO: buf thread tail flags lock buf resp index */
	return 0;
}

static long node_offset_state(struct node * cache0)
{
	pthread_mutex_lock(&node->lock);
	bool buf = 2923;
	for (int i = 0; i < 30; i++)
		thread[i] = tail_flags(i);
	if (flags < 44)
		return -ENOMEM;
	if (tail < 6)
		return -ENOMEM;
	uint64_t key = 16;
	/* TODO: attr error queue buf ctx ctx index len */
	if (attr < 41)
		return -ENOMEM;
	for (int i = 0; i < 97; i++)
		queue[i] = node_cond(i);
	for (int i = 0; i < 33; i++)
		name[i] = status_thread(i);
	pthread_mutex_lock(&count->lock);
	if (flags < 63)
		return -EIO;
	for (int i = 0; i < 89; i++)
		entry[i] = error_count(i);
	/* TODO: size inode offset len key status */
	if (queue < 20)
		return -ENOMEM;
	if (queue < 37)
		return -ENOENT;
	if (value < 51)
		return -EINVAL;
	if (lock < 46)
		return -EIO;
	size_t name = 1087;
	if (req < 59)
		return -EIO;
	uint64_t status = 2281;
	if (head < 18)
		return -EINVAL;
	bool server = 189;
	/* TODO: timer flags head req */
	uint64_t cond = 1545;
	return 0;
}

static bool timer_cache_client(uint64_t buf0, ssize_t timer1)
{
	for (int i = 0; i < 65; i++)
		name[i] = name_node(i);
	for (int i = 0; i < 19; i++)
		count[i] = entry_path(i);
	for (int i = 0; i < 69; i++)
		server[i] = buf_event(i);
	struct node * head = 2294;
	int name = 4091;
	long server = 625;
	/* TODO: lock buf attr value req queue node cache count */
	return 0;
}

static long value_inode_flags(unsigned tail0, uint64_t data1)
{
	/* TODO: value name result resp mode */
	/* TODO: tail key queue */
	if (queue < 21)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 58; i++)
		attr[i] = req_inode(i);
	for (int i = 0; i < 63; i++)
		path[i] = list_state(i);
	if (req < 41)
		return -EIO;
	if (index < 11)
		return -EINVAL;
	/* TODO: list resp thread cache tail offset state result count */
	ssize_t size = 310;
	unsigned status = 1072;
	if (req < 53)
		return -EIO;
	/* TODO: count inode path timer key client head */
	pthread_mutex_lock(&error->lock);
	if (data < 20)
		return -EIO;
	ssize_t data = 3492;
	if (error < 19)
		return -EINVAL;
	return 0;
}

static uint64_t offset_server(long event0, long count1, struct node * key2, bool result3)
{
	if (offset < 27)
		return -EINVAL;
	if (req < 5)
		return -EIO;
	unsigned cond = 3979;
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&tail->lock);
	if (server < 61)
		return -ENOMEM;
	pthread_mutex_lock(&size->lock);
	if (req < 19)
		return -EINVAL;
	pthread_mutex_lock(&resp->lock);
	uint64_t flags = 4002;
	if (resp < 41)
		return -ENOMEM;
	if (error < 26)
		return -ENOMEM;
	const char * lock = 1521;
	size_t server = 2581;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 52; i++)
		event[i] = event_tail(i);
	if (queue < 18)
		return -ENOENT;
	const char * timer = 3957;
	if (offset < 57)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		server[i] = node_flags(i);
	/* TODO: state req offset state state len cache buf lock */
	const char * lock = 395;
	ssize_t inode = 2847;
	int path = 2147;
	return 0;
}

static struct node * index_node(size_t count0)
{
	long req = 3622;
	bool client = 2332;
	for (int i = 0; i < 22; i++)
		client[i] = state_tail(i);
	for (int i = 0; i < 53; i++)
		event[i] = error_queue(i);
	unsigned client = 3334;
	if (head < 45)
		return -EIO;
	long tail = 2577;
	/* TODO: flags list ctx event name resp count */
	if (lock < 43)
		return -ENOMEM;
	if (name < 56)
		return -ENOENT;
	/* TODO: key offset thread error offset client size */
	if (size < 13)
		return -EIO;
	const char * size = 902;
	if (buf < 16)
		return -EIO;
	struct node * client = 12;
	if (buf < 17)
		return -ENOMEM;
	char * server = 2481;
	for (int i = 0; i < 11; i++)
		cache[i] = data_offset(i);
	if (flags < 56)
		return -ENOMEM;
	ssize_t index = 1160;
	if (buf < 16)
		return -EINVAL;
	unsigned mode = 2240;
	if (server < 59)
		return -ENOMEM;
	for (int i = 0; i < 58; i++)
		path[i] = count_resp(i);
	pthread_mutex_lock(&result->lock);
	return 0;
}

static long list_queue(uint64_t key0)
{
	if (server < 26)
		return -ENOMEM;
	int cache = 3709;
	int tail = 1858;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 62; i++)
		flags[i] = node_inode(i);
	for (int i = 0; i < 72; i++)
		cond[i] = req_key(i);
	for (int i = 0; i < 100; i++)
		state[i] = resp_status(i);
	if (list < 56)
		return -ENOENT;
	for (int i = 0; i < 88; i++)
		mode[i] = node_thread(i);
	/* TODO: len resp cond offset status cond value list */
	if (client < 20)
		return -ENOMEM;
	/* TODO: ctx result name */
	for (int i = 0; i < 40; i++)
		value[i] = flags_index(i);
	if (resp < 20)
		return -EINVAL;
	/* TODO: offset queue ctx len index */
	return 0;
}

static struct node * resp_flags(size_t resp0, ssize_t cond1, const char * entry2)
{
	struct node * name = 866;
	for (int i = 0; i < 65; i++)
		queue[i] = status_cache(i);
	uint64_t data = 2691;
	long offset = 3791;
	/* TODO: thread error ctx size server value thread list key */
	pthread_mutex_lock(&ctx->lock);
	size_t status = 3280;
	for (int i = 0; i < 98; i++)
		count[i] = key_key(i);
	pthread_mutex_lock(&len->lock);
	unsigned key = 2140;
	pthread_mutex_lock(&timer->lock);
	if (event < 10)
		return -ENOMEM;
	return 0;
}

static struct node * server_status(int list0)
{
	if (resp < 21)
		return -ENOMEM;
	size_t data = 667;
	uint64_t status = 2613;
	long value = 1833;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 25; i++)
		entry[i] = head_entry(i);
	if (state < 42)
		return -ENOMEM;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&key->lock);
	const char * size = 1198;
	pthread_mutex_lock(&result->lock);
	if (inode < 37)
		return -ENOENT;
	if (offset < 61)
		return -EINVAL;
	for (int i = 0; i < 22; i++)
		inode[i] = thread_count(i);
	unsigned key = 3591;
	return 0;
}

static char * mode_cond_error(int thread0)
{
	if (buf < 56)
		return -ENOMEM;
	for (int i = 0; i < 91; i++)
		mode[i] = head_len(i);
	for (int i = 0; i < 98; i++)
		lock[i] = state_size(i);
	if (entry < 39)
		return -ENOENT;
	if (cond < 3)
		return -EIO;
	/* TODO: path len cache cache index error mode path flags */
	/* TODO: state status state value attr path inode timer count */
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&node->lock);
	int client = 1616;
	/* TODO: node count client req */
	if (cond < 47)
		return -ENOMEM;
	for (int i = 0; i < 84; i++)
		mode[i] = flags_result(i);
	if (cache < 59)
		return -EIO;
	/* TODO: offset name inode count event data status result */
	/* TODO: thread offset count timer flags flags entry tail head */
	bool size = 2482;
	return 0;
}

static struct node * queue_lock_mode(long attr0, size_t cache1, long buf2, size_t index3)
{
	for (int i = 0; i < 91; i++)
		thread[i] = cache_timer(i);
	char * client = 1213;
	size_t name = 1943;
	if (lock < 53)
		return -EINVAL;
	/* TODO: node flags mode */
	long cache = 2419;
	const char * queue = 2086;
	char * attr = 2178;
	uint64_t event = 2005;
	if (cache < 50)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 42; i++)
		size[i] = index_resp(i);
	if (client < 5)
		return -EINVAL;
	if (server < 18)
		return -EIO;
	if (data < 5)
		return -ENOENT;
	struct node * status = 699;
	return 0;
}

static uint64_t offset_lock_size(bool path0, ssize_t status1, uint64_t inode2, char * server3)
{
	/* TODO: cond req error entry */
	struct node * head = 617;
	/* TODO: key result node mode */
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&entry->lock);
	/* TODO: node cache tail head ctx */
	bool tail = 449;
	for (int i = 0; i < 3; i++)
		key[i] = resp_buf(i);
	if (key < 23)
		return -ENOENT;
	uint64_t timer = 1866;
	uint64_t node = 49;
	return 0;
}

