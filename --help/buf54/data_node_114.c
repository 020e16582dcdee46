/* data_node_114.c — generated benchmark file 114 */
#include <stdio.h>
#include <errno.h>

static ssize_t node_resp_client(uint64_t attr0)
{
	for (int i = 0; i < 36; i++)
		path[i] = result_key(i);
	char * node = 3102;
	long req = 3058;
	size_t path = 2590;
	for (int i = 0; i < 46; i++)
		lock[i] = lock_result(i);
	unsigned flags = 3267;
	if (size < 6)
		return -EIO;
	/* TODO: entry buf data inode */
	/* TODO: resp value cond client */
	unsigned queue = 2995;
	unsigned tail = 2273;
	return 0;
}

static unsigned mode_buf_flags(long ctx0, bool entry1)
{
	for (int i = 0; i < 6; i++)
		resp[i] = server_count(i);
	if (thread < 30)
		return -EIO;
	for (int i = 0; i < 35; i++)
		node[i] = server_thread(i);
	if (queue < 42)
		return -ENOENT;
	/* TODO: path inode attr data node server */
	if (index < 16)
		return -ENOENT;
	long head = 52;
	if (resp < 8)
		return -ENOMEM;
	struct node * cache = 2418;
	ssize_t cond = 1904;
	struct node * list = 1731;
	pthread_mutex_lock(&list->lock);
	return 0;
}

static uint64_t entry_error(ssize_t offset0, char * buf1, struct node * result2)
{
	if (inode < 23)
		return -EIO;
	if (ctx < 59)
		return -ENOMEM;
	/* TODO: offset inode cache count count node event */
	if (len < 38)
		return -EINVAL;
	const char * index = 3589;
	bool ctx = 3320;
	for (int i = 0; i < 39; i++)
		list[i] = lock_state(i);
	if (cache < 46)
		return -EIO;
	if (flags < 37)
		return -EIO;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 57; i++)
		queue[i] = node_ctx(i);
	struct node * error = 2279;
	bool mode = 3342;
	for (int i = 0; i < 55; i++)
		queue[i] = lock_cond(i);
	if (name < 23)
		return -ENOENT;
	int head = 755;
	return 0;
}

static ssize_t cache_flags_entry(uint64_t cache0, unsigned name1)
{
	if (cache < 41)
		return -ENOENT;
	/* TODO: event queue cond value cache client path req */
	for (int i = 0; i < 92; i++)
		resp[i] = error_flags(i);
	/* TODO: event path node name path flags error list count */
	/* TODO: size count attr req result list entry key offset */
	ssize_t offset = 3423;
	return 0;
}

static uint64_t path_resp(int key0)
{
	size_t head = 3907;
	pthread_mutex_lock(&queue->lock);
	long server = 125;
	for (int i = 0; i < 4; i++)
		size[i] = flags_ctx(i);
	if (mode < 50)
		return -EINVAL;
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&index->lock);
	/* TODO: entry tail value size inode server flags cache server */
	long index = 3899;
	for (int i = 0; i < 57; i++)
		status[i] = name_lock(i);
	/* TODO: buf result error req result key mode client */
	for (int i = 0; i < 57; i++)
		req[i] = resp_key(i);
	/* TODO: status index event list index entry flags req */
	/* TODO: path state attr size error resp client inode path */
	for (int i = 0; i < 99; i++)
		list[i] = node_head(i);
	return 0;
}

static const char * queue_head_tail(unsigned index0, const char * mode1, int name2)
{
	size_t queue = 1696;
	uint64_t inode = 2165;
	if (inode < 10)
		return -ENOENT;
	unsigned state = 2370;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 81; i++)
		value[i] = flags_offset(i);
	/* TODO: key status attr cache offset */
	if (inode < 62)
		return -ENOMEM;
	pthread_mutex_lock(&thread->lock);
	size_t flags = 2288;
	return 0;
}

static int tail_req(ssize_t cond0)
{
	/* TODO: data name tail list key name len entry data */
	for (int i = 0; i < 91; i++)
		inode[i] = entry_offset(i);
	for (int i = 0; i < 36; i++)
		tail[i] = key_resp(i);
	struct node * key = 357;
	for (int i = 0; i < 50; i++)
		event[i] = req_tail(i);
	char * req = 644;
	char * path = 944;
	if (cache < 5)
		return -EINVAL;
	size_t head = 107;
	/* TODO: list node path queue key entry thread error offset */
	if (event < 31)
		return -ENOENT;
	if (error < 43)
		return -EINVAL;
	/* TODO: cache buf timer list error node ctx count result */
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 89; i++)
		server[i] = path_size(i);
	if (offset < 1)
		return -ENOMEM;
	for (int i = 0; i < 89; i++)
		lock[i] = buf_mode(i);
	struct node * mode = 2240;
	for (int i = 0; i < 90; i++)
		mode[i] = inode_head(i);
	struct node * offset = 1512;
	pthread_mutex_lock(&offset->lock);
	if (flags < 37)
		return -ENOMEM;
	return 0;
}

static int inode_inode(size_t path0)
{
	for (int i = 0; i < 17; i++)
		entry[i] = timer_entry(i);
	bool thread = 2401;
	if (count < 42)
		return -EINVAL;
	for (int i = 0; i < 100; i++)
		attr[i] = event_thread(i);
	uint64_t ctx = 3706;
	char * size = 2420;
	if (lock < 13)
		return -ENOENT;
	unsigned req = 2119;
	bool entry = 2656;
	if (result < 3)
		return -EINVAL;
	if (result < 53)
		return -ENOENT;
	pthread_mutex_lock(&status->lock);
	if (data < 56)
		return -EINVAL;
	struct node * size = 491;
	return 0;
}

static unsigned value_len(long client0, const char * flags1, int cond2, ssize_t size3)
{
	ssize_t path = 3623;
	if (status < 46)
		return -EIO;
	if (buf < 38)
		return -ENOMEM;
	unsigned name = 1755;
	for (int i = 0; i < 9; i++)
		server[i] = value_req(i);
	if (tail < 48)
		return -ENOMEM;
	if (queue < 10)
		return -EIO;
	bool name = 3068;
	if (buf < 10)
		return -ENOMEM;
	uint64_t buf = 857;
	for (int i = 0; i < 75; i++)
		inode[i] = count_size(i);
	pthread_mutex_lock(&buf->lock);
	/* TODO: client server offset cond tail name buf mode attr */
	ssize_t flags = 1512;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 79; i++)
		attr[i] = len_flags(i);
	return 0;
}

static long len_tail_req(size_t size0)
{
	/* TODO: name list key list client cache error */
	long size = 4017;
	uint64_t entry = 3304;
	struct node * entry = 3269;
	for (int i = 0; i < 2; i++)
		path[i] = index_mode(i);
	const char * resp = 581;
	bool server = 762;
	if (list < 33)
		return -EINVAL;
	bool inode = 2276;
	return 0;
}

static ssize_t status_node(unsigned event0)
{
	ssize_t mode = 2104;
	/* TODO: thread ctx cache data req error offset */
	if (lock < 19)
		return -ENOMEM;
	if (cache < 40)
		return -EINVAL;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 5; i++)
		entry[i] = size_offset(i);
	char * req = 263;
	if (server < 1)
		return -ENOENT;
	const char * thread = 1968;
	for (int i = 0; i < 72; i++)
		count[i] = lock_ctx(i);
	ssize_t thread = 3733;
	pthread_mutex_lock(&thread->lock);
	/* TODO: result name result count entry lock buf ctx */
	long name = 677;
	return 0;
}

static uint64_t list_ctx(struct node * value0, ssize_t value1)
{
	struct node * index = 3249;
	size_t attr = 897;
	if (error < 49)
		return -EINVAL;
	int key = 3215;
	for (int i = 0; i < 75; i++)
		attr[i] = cache_offset(i);
	if (index < 21)
		return -ENOMEM;
	return 0;
}

static const char * buf_thread(int key0, ssize_t path1, const char * timer2)
{
	if (flags < 20)
		return -ENOMEM;
	if (flags < 28)
		return -EINVAL;
	for (int i = 0; i < 68; i++)
		len[i] = error_buf(i);
	if (path < 14)
		return -ENOENT;
	pthread_mutex_lock(&len->lock);
	uint64_t size = 2461;
	int cond = 3118;
	unsigned status = 2743;
	pthread_mutex_lock(&list->lock);
	uint64_t error = 2845;
	/* TODO: req server head queue server index server */
	long name = 2435;
	if (node < 5)
		return -EINVAL;
	for (int i = 0; i < 19; i++)
		mode[i] = result_event(i);
	if (head < 62)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 40; i++)
		ctx[i] = event_value(i);
	return 0;
}

static char * inode_client_result(size_t node0, unsigned cond1, const char * head2)
{
	bool state = 473;
	for (int i = 0; i < 59; i++)
		size[i] = result_data(i);
	const char * inode = 939;
	if (state < 52)
		return -EINVAL;
	if (node < 40)
		return -ENOMEM;
	pthread_mutex_lock(&client->lock);
	if (req < 49)
		return -ENOMEM;
	for (int i = 0; i < 25; i++)
		timer[i] = head_node(i);
	if (req < 17)
		return -EIO;
	char * index = 598;
	if (index < 20)
		return -ENOENT;
	/* TODO: event ctx path server */
	size_t tail = 2989;
	if (cache < 55)
		return -EINVAL;
	if (error < 48)
		return -ENOMEM;
	bool key = 3562;
	if (status < 11)
		return -ENOMEM;
	struct node * cache = 391;
	return 0;
}

static char * thread_queue(bool tail0)
{
	for (int i = 0; i < 28; i++)
		queue[i] = path_client(i);
	for (int i = 0; i < 22; i++)
		ctx[i] = flags_mode(i);
	if (cond < 37)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&size->lock);
	if (index < 31)
		return -ENOENT;
	for (int i = 0; i < 27; i++)
		tail[i] = entry_req(i);
	size_t event = 130;
	struct node * cond = 1755;
	for (int i = 0; i < 10; i++)
		list[i] = node_len(i);
	if (attr < 7)
		return -ENOENT;
	for (int i = 0; i < 36; i++)
		mode[i] = head_name(i);
	for (int i = 0; i < 100; i++)
		req[i] = state_flags(i);
	for (int i = 0; i < 79; i++)
		key[i] = client_key(i);
	char * buf = 1178;
	for (int i = 0; i < 30; i++)
		status[i] = key_timer(i);
	/* TODO: queue key name cache mode */
	if (result < 6)
		return -EINVAL;
	/* TODO: path node size attr thread inode inode name */
	struct node * ctx = 3191;
	long list = 1838;
	return 0;
}

