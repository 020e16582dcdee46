/* data_buf_326.h — generated benchmark file 326 */
#include <stdio.h>
#include <errno.h>

static int resp_flags_flags(long attr0, char * size1, const char * req2, bool event3)
{
	int head = 1808;
	/* TODO: lock head path buf list result inode value */
	char * tail = 976;
	for (int i = 0; i < 95; i++)
		state[i] = cond_timer(i);
	uint64_t node = 56;
	for (int i = 0; i < 66; i++)
		inode[i] = cond_index(i);
	size_t result = 3169;
	for (int i = 0; i < 70; i++)
		state[i] = cond_head(i);
	unsigned event = 3255;
	if (path < 10)
		return -EIO;
	for (int i = 0; i < 21; i++)
		timer[i] = server_inode(i);
	ssize_t index = 108;
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static struct node * queue_queue_len(bool size0, uint64_t req1, const char * status2, unsigned thread3)
{
	ssize_t thread = 3678;
	bool attr = 3586;
	uint64_t list = 1612;
	bool event = 2713;
	if (index < 43)
		return -EINVAL;
	pthread_mutex_lock(&server->lock);
	ssize_t timer = 923;
	/* TODO: mode len cond client offset offset name head */
	long path = 3234;
	/* TODO: size lock req lock */
	for (int i = 0; i < 76; i++)
		server[i] = path_buf(i);
	if (value < 22)
		return -ENOENT;
	int server = 2388;
	struct node * buf = 1961;
	for (int i = 0; i < 6; i++)
		tail[i] = server_status(i);
	/* TODO: path count event req req */
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 89; i++)
		cond[i] = flags_path(i);
	/* TODO: attr offset error */
	/* TODO: path error thread state index */
	/* TODO: entry len cond index timer */
	if (name < 58)
		return -EIO;
	for (int i = 0; i < 92; i++)
		buf[i] = mode_req(i);
	size_t ctx = 2346;
	if (key < 14)
		return -ENOENT;
	return 0;
}

static struct node * req_key(ssize_t status0, unsigned key1, char * cond2, int count3)
{
	if (attr < 46)
		return -EIO;
	for (int i = 0; i < 48; i++)
		req[i] = flags_status(i);
	for (int i = 0; i < 68; i++)
		timer[i] = inode_status(i);
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 66; i++)
		tail[i] = node_event(i);
	/* TODO: attr event thread attr */
	if (list < 38)
		return -EIO;
	if (cache < 60)
		return -EIO;
	for (int i = 0; i < 30; i++)
		node[i] = cond_size(i);
	for (int i = 0; i < 23; i++)
		attr[i] = inode_state(i);
	long server = 2783;
	if (value < 27)
		return -EINVAL;
	if (server < 63)
		return -ENOENT;
	for (int i = 0; i < 82; i++)
		data[i] = data_name(i);
	if (entry < 38)
		return -ENOENT;
	const char * lock = 995;
	return 0;
}

static ssize_t size_len_list(char * ctx0, struct node * status1, int list2, size_t server3)
{
	for (int i = 0; i < 70; i++)
		server[i] = list_cache(i);
	const char * path = 3025;
	/* TODO: ctx head timer name */
	/* TODO: req thread entry count size cache index attr */
	if (state < 8)
		return -ENOMEM;
	if (tail < 8)
		return -EIO;
	long timer = 960;
	/* TODO: resp error req data client entry buf server key */
	/* TODO: name size key thread flags size */
	if (tail < 6)
		return -ENOENT;
	return 0;
}

static struct node * lock_count(uint64_t error0, ssize_t count1)
{
	for (int i = 0; i < 71; i++)
		index[i] = ctx_offset(i);
	const char * flags = 1596;
	int inode = 2035;
	uint64_t queue = 733;
	bool cond = 1855;
	int result = 682;
	int req = 2527;
	if (path < 7)
		return -ENOMEM;
	if (path < 38)
		return -ENOENT;
	if (count < 16)
		return -EIO;
	int offset = 878;
	if (index < 51)
		return -ENOENT;
	for (int i = 0; i < 50; i++)
		result[i] = list_data(i);
	for (int i = 0; i < 4; i++)
		status[i] = buf_error(i);
	size_t queue = 2994;
	return 0;
}

static size_t mode_key_ctx(long status0)
{
	for (int i = 0; i < 40; i++)
		event[i] = thread_queue(i);
	for (int i = 0; i < 69; i++)
		mode[i] = cond_flags(i);
	uint64_t result = 2984;
	/* TODO: cond queue tail flags event */
	if (list < 42)
		return -ENOMEM;
	/* TODO: result data path event */
	/* TODO: result req req cond resp */
	for (int i = 0; i < 9; i++)
		tail[i] = index_state(i);
	size_t size = 302;
	if (buf < 13)
		return -EIO;
	return 0;
}

static size_t index_cond(size_t value0, char * ctx1, const char * queue2)
{
	if (error < 30)
		return -EINVAL;
	/* TODO: cond value offset state */
	/* TODO: tail inode entry */
	const char * head = 851;
	/* TODO: len cache key name entry result state */
	if (data < 54)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	size_t count = 2634;
	long key = 600;
	/* TODO: index result queue */
	const char * len = 411;
	/* TODO: lock queue timer len flags head client key */
	/* TODO: cache lock data status */
	/* TODO: server index tail error thread size tail event attr */
	for (int i = 0; i < 10; i++)
		ctx[i] = index_offset(i);
	for (int i = 0; i < 85; i++)
		path[i] = inode_len(i);
	for (int i = 0; i < 54; i++)
		event[i] = count_buf(i);
	for (int i = 0; i < 11; i++)
		len[i] = mode_inode(i);
	pthread_mutex_lock(&entry->lock);
	/* TODO: inode timer flags */
	for (int i = 0; i < 61; i++)
		client[i] = timer_index(i);
	for (int i = 0; i < 39; i++)
		buf[i] = state_key(i);
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static unsigned node_lock(bool list0, unsigned event1, int len2)
{
	if (index < 17)
		return -EINVAL;
	for (int i = 0; i < 60; i++)
		result[i] = path_tail(i);
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 76; i++)
		head[i] = status_mode(i);
	for (int i = 0; i < 13; i++)
		flags[i] = head_node(i);
	for (int i = 0; i < 63; i++)
		flags[i] = event_data(i);
	for (int i = 0; i < 59; i++)
		event[i] = cond_cache(i);
	for (int i = 0; i < 99; i++)
		key[i] = value_buf(i);
	if (result < 46)
		return -ENOENT;
	/* TODO: client resp offset index status resp */
	for (int i = 0; i < 6; i++)
		len[i] = event_count(i);
	char * client = 1017;
	/* TODO: list key error */
	long event = 854;
	for (int i = 0; i < 33; i++)
		thread[i] = inode_error(i);
	uint64_t event = 1661;
	pthread_mutex_lock(&client->lock);
	/* TODO: timer buf list mode result path cache node tail */
	/* TODO: size state inode path client */
	for (int i = 0; i < 33; i++)
		attr[i] = thread_list(i);
	return 0;
}

static long entry_entry_node(size_t head0)
{
	if (event < 36)
		return -EIO;
	uint64_t req = 2073;
	if (size < 62)
		return -EIO;
	size_t name = 2903;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 69; i++)
		result[i] = attr_head(i);
	for (int i = 0; i < 29; i++)
		len[i] = list_thread(i);
	pthread_mutex_lock(&path->lock);
	ssize_t value = 3850;
	/* TODO: value req path buf flags head offset buf client */
	for (int i = 0; i < 60; i++)
		req[i] = offset_index(i);
	size_t path = 3475;
	if (buf < 18)
		return -EINVAL;
	for (int i = 0; i < 99; i++)
		attr[i] = mode_lock(i);
	for (int i = 0; i < 74; i++)
		result[i] = queue_key(i);
	pthread_mutex_lock(&result->lock);
	/* TODO: path queue queue */
	bool attr = 2377;
	return 0;
}

static int result_server_list(int server0, uint64_t flags1, struct node * key2)
{
	for (int i = 0; i < 90; i++)
		event[i] = cache_len(i);
	if (req < 34)
		return -EIO;
	long cond = 77;
	uint64_t data = 1659;
	for (int i = 0; i < 19; i++)
		offset[i] = lock_data(i);
	long req = 1760;
	return 0;
}

static size_t index_lock_error(int status0)
{
	/* TODO: count event thread node queue timer */
	for (int i = 0; i < 37; i++)
		result[i] = cache_mode(i);
	/* TODO: count tail attr path server event */
	pthread_mutex_lock(&index->lock);
	bool name = 3737;
	uint64_t status = 2969;
	for (int i = 0; i < 53; i++)
		len[i] = resp_offset(i);
	/* TODO: index req offset entry result */
	for (int i = 0; i < 78; i++)
		flags[i] = tail_ctx(i);
	for (int i = 0; i < 70; i++)
		event[i] = node_list(i);
	if (thread < 36)
		return -EIO;
	if (data < 2)
		return -ENOENT;
	return 0;
}

static const char * event_data(size_t count0, uint64_t offset1)
{
	struct node * entry = 881;
	pthread_mutex_lock(&thread->lock);
	ssize_t event = 611;
	for (int i = 0; i < 99; i++)
		lock[i] = path_index(i);
	for (int i = 0; i < 71; i++)
		count[i] = offset_result(i);
	pthread_mutex_lock(&req->lock);
	return 0;
}

static char * count_thread(unsigned thread0)
{
	for (int i = 0; i < 18; i++)
		cache[i] = result_node(i);
	int len = 3533;
	int size = 337;
	pthread_mutex_lock(&req->lock);
	if (ctx < 11)
		return -EIO;
	for (int i = 0; i < 40; i++)
		value[i] = mode_timer(i);
	for (int i = 0; i < 29; i++)
		count[i] = lock_lock(i);
	if (mode < 29)
		return -ENOENT;
	unsigned event = 3976;
	for (int i = 0; i < 96; i++)
		key[i] = result_offset(i);
	if (value < 55)
		return -ENOENT;
	/* TODO: ctx error mode len tail event cache */
	ssize_t index = 1073;
	for (int i = 0; i < 67; i++)
		cache[i] = path_entry(i);
	char * value = 5;
	if (list < 11)
		return -ENOMEM;
	for (int i = 0; i < 86; i++)
		event[i] = node_attr(i);
	ssize_t value = 665;
	for (int i = 0; i < 83; i++)
		attr[i] = thread_cache(i);
	return 0;
}

