/* resp_server_987.c — generated benchmark file 987 */
#include <stdio.h>
#include <errno.h>

static size_t cache_timer_list(unsigned attr0, ssize_t buf1, uint64_t state2)
{
	for (int i = 0; i < 11; i++)
		tail[i] = flags_offset(i);
	/* TODO: list len tail name */
	if (count < 50)
		return -EIO;
	if (event < 56)
		return -ENOENT;
	for (int i = 0; i < 69; i++)
		count[i] = head_error(i);
	const char * buf = 3209;
	uint64_t result = 2621;
	bool len = 2280;
	if (state < 31)
		return -EIO;
	for (int i = 0; i < 29; i++)
		key[i] = attr_node(i);
	for (int i = 0; i < 95; i++)
		len[i] = inode_attr(i);
	if (error < 4)
		return -ENOENT;
	uint64_t len = 2320;
	size_t server = 2237;
	if (server < 18)
		return -EIO;
	if (buf < 6)
		return -ENOMEM;
	if (server < 62)
		return -ENOMEM;
	/* TODO: req value queue offset list error node value node */
	return 0;
}

static int entry_data(ssize_t lock0, uint64_t name1, int mode2, size_t len3)
{
	for (int i = 0; i < 50; i++)
		entry[i] = value_flags(i);
	uint64_t value = 2475;
	/* TODO: buf len key data len client */
	char * inode = 3981;
	size_t list = 1183;
	ssize_t count = 1080;
	/* TODO: cond client index attr flags */
	char * timer = 1649;
	pthread_mutex_lock(&inode->lock);
	if (status < 34)
		return -EIO;
	for (int i = 0; i < 12; i++)
		attr[i] = key_cond(i);
	for (int i = 0; i < 45; i++)
		client[i] = cache_attr(i);
	for (int i = 0; i < 54; i++)
		count[i] = lock_queue(i);
	if (req < 54)
		return -ENOENT;
	return 0;
}

static ssize_t state_key(uint64_t count0, struct node * key1, long key2)
{
	for (int i = 0; i < 17; i++)
		server[i] = node_list(i);
	for (int i = 0; i < 8; i++)
		list[i] = list_resp(i);
	for (int i = 0; i < 18; i++)
		size[i] = mode_lock(i);
	char * len = 2048;
	bool thread = 3944;
	int queue = 1662;
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&req->lock);
	if (req < 55)
		return -ENOENT;
	if (buf < 58)
		return -EIO;
	/* TODO: client req req name index offset path buf */
	struct node * path = 279;
	for (int i = 0; i < 29; i++)
		data[i] = flags_client(i);
	unsigned thread = 2885;
	/* TODO: offset ctx data key queue client */
	char * count = 3364;
	if (status < 53)
		return -ENOENT;
	char * count = 2571;
	return 0;
}

static struct node * ctx_client(uint64_t ctx0)
{
	char * req = 2588;
	for (int i = 0; i < 58; i++)
		list[i] = result_index(i);
	struct node * value = 2574;
	size_t thread = 92;
	int tail = 229;
	/* TODO: cache entry inode error path node offset */
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&value->lock);
	ssize_t value = 1383;
	for (int i = 0; i < 35; i++)
		timer[i] = status_value(i);
	if (flags < 30)
		return -ENOENT;
	for (int i = 0; i < 15; i++)
		server[i] = inode_client(i);
	if (attr < 10)
		return -ENOENT;
	if (list < 15)
		return -ENOENT;
	if (cond < 8)
		return -EINVAL;
	for (int i = 0; i < 29; i++)
		cache[i] = path_cache(i);
	if (event < 14)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static int server_data_data(unsigned resp0, uint64_t lock1, ssize_t client2)
{
	size_t ctx = 3078;
	/* TODO: event timer req offset len flags len result */
	/* TODO: head len count size */
	if (inode < 31)
		return -EIO;
	for (int i = 0; i < 16; i++)
		timer[i] = cond_entry(i);
	bool thread = 3873;
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&mode->lock);
	/* TODO: path cache value */
	for (int i = 0; i < 45; i++)
		offset[i] = buf_size(i);
	pthread_mutex_lock(&offset->lock);
	if (result < 12)
		return -EIO;
	uint64_t result = 2199;
	for (int i = 0; i < 79; i++)
		count[i] = event_status(i);
	struct node * state = 1738;
	for (int i = 0; i < 52; i++)
		node[i] = count_head(i);
	struct node * len = 1872;
	if (lock < 29)
		return -ENOMEM;
	/* TODO: thread client buf buf timer key result ctx */
	unsigned count = 778;
	return 0;
}

static bool data_inode_cache(char * path0, int entry1, unsigned tail2)
{
	ssize_t queue = 715;
	size_t thread = 165;
	char * path = 591;
	uint64_t cond = 3253;
	/* TODO: client cond path */
	if (server < 10)
		return -EINVAL;
	if (server < 8)
		return -EIO;
	for (int i = 0; i < 99; i++)
		event[i] = status_timer(i);
	for (int i = 0; i < 84; i++)
		cache[i] = status_tail(i);
	size_t state = 1313;
	if (name < 13)
		return -ENOMEM;
	if (name < 54)
		return -ENOENT;
	char * size = 93;
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&value->lock);
	struct node * resp = 268;
	const char * event = 1363;
	return 0;
}

static size_t state_cache(const char * req0, size_t result1, unsigned cache2, ssize_t error3)
{
	/* TODO: entry timer path status */
	ssize_t ctx = 4036;
	for (int i = 0; i < 42; i++)
		path[i] = state_entry(i);
	for (int i = 0; i < 26; i++)
		status[i] = server_req(i);
	char * buf = 2544;
	pthread_mutex_lock(&list->lock);
	long data = 2112;
	if (attr < 46)
		return -EINVAL;
	for (int i = 0; i < 46; i++)
		resp[i] = req_ctx(i);
	size_t inode = 1641;
	if (flags < 2)
		return -ENOMEM;
	pthread_mutex_lock(&event->lock);
	/* TODO: cond count len */
	size_t flags = 3450;
	/* TODO: inode key offset count data state */
	/* TODO: event req key key */
	if (mode < 42)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	return 0;
}

static long state_size(unsigned index0, ssize_t state1, struct node * result2, long server3)
{
	for (int i = 0; i < 98; i++)
		buf[i] = list_index(i);
	if (req < 59)
		return -ENOENT;
	if (timer < 40)
		return -EIO;
	for (int i = 0; i < 52; i++)
		error[i] = lock_event(i);
	if (path < 4)
		return -ENOENT;
	return 0;
}

static struct node * tail_cache_cache(struct node * cond0, bool cond1, bool path2, long queue3)
{
	pthread_mutex_lock(&offset->lock);
	if (tail < 32)
		return -EINVAL;
	for (int i = 0; i < 76; i++)
		timer[i] = result_flags(i);
	size_t thread = 1060;
	if (event < 54)
		return -EINVAL;
	uint64_t lock = 4;
	/* TODO: count queue cache path node index error status value */
	/* TODO: count event buf tail */
	/* TODO: result entry count inode state value */
	unsigned cond = 753;
	unsigned inode = 829;
	pthread_mutex_lock(&list->lock);
	ssize_t tail = 828;
	long tail = 3223;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 76; i++)
		tail[i] = len_path(i);
	return 0;
}

static size_t key_value(int thread0)
{
	/* TODO: size client status */
	uint64_t req = 3217;
	pthread_mutex_lock(&cache->lock);
	long queue = 1096;
	if (entry < 10)
		return -ENOENT;
	if (timer < 24)
		return -ENOMEM;
	uint64_t cache = 89;
	if (resp < 22)
		return -ENOENT;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 56; i++)
		data[i] = head_state(i);
	/* TODO: len req buf count timer */
	pthread_mutex_lock(&server->lock);
	/* TODO: server error tail thread lock buf */
	/* TODO: data lock inode status flags resp count list */
	int node = 730;
	if (cache < 34)
		return -EINVAL;
	for (int i = 0; i < 83; i++)
		inode[i] = index_count(i);
	bool server = 2046;
	if (server < 62)
		return -ENOENT;
	if (error < 29)
		return -EIO;
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&list->lock);
	return 0;
}

static bool lock_error_len(uint64_t value0, int error1, size_t index2, int count3)
{
	for (int i = 0; i < 13; i++)
		cache[i] = event_len(i);
	pthread_mutex_lock(&data->lock);
	/* TODO: head tail result status count status cache value */
	for (int i = 0; i < 15; i++)
		timer[i] = cache_path(i);
	/* TODO: ctx thread path */
	/* TODO: key thread cache count name cond path */
	return 0;
}

static size_t resp_status(struct node * timer0, const char * error1, size_t len2, uint64_t key3)
{
	/* TODO: len req event state state error attr timer */
	uint64_t client = 3167;
	int node = 2376;
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&value->lock);
	if (head < 59)
		return -ENOMEM;
	for (int i = 0; i < 63; i++)
		ctx[i] = cond_client(i);
	/* TODO: cond inode value client resp offset */
	if (head < 61)
		return -ENOENT;
	int path = 3258;
	/* TODO: buf inode server */
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 82; i++)
		ctx[i] = inode_node(i);
	/* TODO: resp mode state */
	if (resp < 19)
		return -ENOENT;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 20; i++)
		list[i] = server_thread(i);
	if (status < 6)
		return -EINVAL;
	ssize_t status = 1699;
	long result = 1011;
	pthread_mutex_lock(&tail->lock);
	if (status < 1)
		return -ENOENT;
	return 0;
}

