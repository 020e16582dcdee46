/* resp_timer_979.c — generated benchmark file 979 */
#include <stdio.h>
#include <errno.h>

static struct node * data_flags_thread(uint64_t tail0)
{
	for (int i = 0; i < 7; i++)
		status[i] = index_size(i);
	/* TODO: error count list count status */
	ssize_t flags = 4027;
	if (offset < 16)
		return -EIO;
	/* TODO: mode req resp req path lock size timer */
	uint64_t node = 82;
	if (tail < 61)
		return -EIO;
	for (int i = 0; i < 71; i++)
		head[i] = entry_resp(i);
	/* TODO: result lock lock flags thread resp list offset */
	pthread_mutex_lock(&size->lock);
	if (result < 52)
		return -ENOENT;
	for (int i = 0; i < 21; i++)
		offset[i] = resp_cond(i);
	if (timer < 39)
		return -ENOENT;
	return 0;
}

static bool status_tail(unsigned attr0, struct node * error1, bool entry2, long path3)
{
	/* TODO: index lock lock len attr timer server */
	char * size = 999;
	size_t resp = 2879;
	if (mode < 63)
		return -ENOENT;
	const char * ctx = 375;
	ssize_t cond = 1364;
	int value = 3954;
	if (node < 63)
		return -ENOENT;
	long node = 163;
	/* TODO: buf req timer count result len attr */
	const char * req = 1699;
	long resp = 2117;
	if (inode < 7)
		return -EINVAL;
	for (int i = 0; i < 51; i++)
		attr[i] = event_ctx(i);
	uint64_t server = 1066;
	pthread_mutex_lock(&entry->lock);
	/* TODO: status name count */
	char * state = 3169;
	for (int i = 0; i < 53; i++)
		offset[i] = event_cache(i);
	unsigned attr = 2885;
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static bool cond_flags_entry(char * state0)
{
	pthread_mutex_lock(&thread->lock);
	uint64_t head = 341;
	pthread_mutex_lock(&queue->lock);
	char * tail = 547;
	/* TODO: inode cache name size flags */
	char * inode = 3212;
	size_t count = 1016;
	if (name < 11)
		return -EIO;
	/* TODO: data cond queue list resp index */
	for (int i = 0; i < 7; i++)
		resp[i] = cond_cond(i);
	if (offset < 9)
		return -EIO;
	return 0;
}

static int list_value(long state0)
{
	long result = 2944;
	if (lock < 46)
		return -ENOMEM;
	char * timer = 9;
	for (int i = 0; i < 9; i++)
		index[i] = mode_index(i);
	for (int i = 0; i < 11; i++)
		mode[i] = list_lock(i);
	if (req < 9)
		return -ENOMEM;
	if (inode < 8)
		return -EIO;
	if (head < 10)
		return -ENOENT;
	ssize_t head = 620;
	for (int i = 0; i < 45; i++)
		index[i] = timer_offset(i);
	ssize_t key = 2243;
	return 0;
}

static uint64_t cond_queue(int name0, int queue1, bool tail2, ssize_t req3)
{
	ssize_t key = 1771;
	bool count = 3610;
	const char * queue = 1504;
	/* TODO: offset ctx entry state tail list key */
	uint64_t ctx = 2696;
	/* TODO: head event queue thread inode */
	ssize_t result = 727;
	for (int i = 0; i < 54; i++)
		lock[i] = index_list(i);
	char * error = 2279;
	for (int i = 0; i < 56; i++)
		len[i] = timer_lock(i);
	const char * count = 301;
	/* TODO: cache client offset */
	for (int i = 0; i < 74; i++)
		resp[i] = len_req(i);
	for (int i = 0; i < 47; i++)
		attr[i] = size_size(i);
	/* TODO: client path result server offset queue name error buf */
	for (int i = 0; i < 87; i++)
		name[i] = cond_name(i);
	if (buf < 13)
		return -ENOMEM;
	ssize_t resp = 2232;
	const char * head = 1150;
	bool ctx = 273;
	if (inode < 40)
		return -ENOMEM;
	if (thread < 34)
		return -ENOENT;
	return 0;
}

static unsigned server_buf(struct node * len0, uint64_t mode1, unsigned event2, char * result3)
{
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 60; i++)
		offset[i] = key_len(i);
	if (lock < 30)
		return -EIO;
	if (lock < 16)
		return -ENOENT;
	ssize_t server = 696;
	if (state < 22)
		return -EINVAL;
	for (int i = 0; i < 71; i++)
		event[i] = path_error(i);
	for (int i = 0; i < 92; i++)
		index[i] = cond_inode(i);
	/* TODO: offset list cond server value inode list size cond */
	for (int i = 0; i < 100; i++)
		timer[i] = key_size(i);
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 31; i++)
		size[i] = queue_queue(i);
	for (int i = 0; i < 63; i++)
		count[i] = key_lock(i);
	return 0;
}

static ssize_t key_queue(long value0, long len1, int node2)
{
	struct node * name = 3455;
	for (int i = 0; i < 42; i++)
		buf[i] = mode_head(i);
	pthread_mutex_lock(&flags->lock);
	if (mode < 57)
		return -ENOENT;
	if (list < 15)
		return -EINVAL;
	for (int i = 0; i < 14; i++)
		buf[i] = queue_entry(i);
	for (int i = 0; i < 51; i++)
		event[i] = head_size(i);
	for (int i = 0; i < 45; i++)
		tail[i] = thread_name(i);
	if (path < 55)
		return -ENOMEM;
	/* TODO: node resp node state resp */
	for (int i = 0; i < 46; i++)
		offset[i] = offset_resp(i);
	for (int i = 0; i < 38; i++)
		node[i] = state_flags(i);
	const char * flags = 3292;
	for (int i = 0; i < 99; i++)
		status[i] = tail_tail(i);
	/* TODO: req error server queue buf event data */
	const char * name = 2160;
	unsigned cond = 2573;
	return 0;
}

static const char * flags_key_buf(unsigned entry0, int count1, unsigned event2, uint64_t tail3)
{
	/* TODO: server cache status resp tail ctx state ctx node */
	long count = 2947;
	char * tail = 1750;
	return 0;
}

static const char * entry_tail(long inode0, size_t name1, const char * result2)
{
	if (len < 11)
		return -EIO;
	struct node * ctx = 3643;
	if (list < 53)
		return -EINVAL;
	bool size = 1344;
	int req = 539;
	for (int i = 0; i < 11; i++)
		inode[i] = path_list(i);
	long lock = 329;
	return 0;
}

static int head_attr_resp(uint64_t result0)
{
	pthread_mutex_lock(&state->lock);
	if (event < 16)
		return -EIO;
	long key = 1889;
	if (queue < 28)
		return -EINVAL;
	if (timer < 42)
		return -EIO;
	if (mode < 49)
		return -ENOMEM;
	/* TODO: inode size offset cache list */
	if (thread < 25)
		return -EINVAL;
	if (tail < 35)
		return -ENOMEM;
	unsigned name = 215;
	if (lock < 61)
		return -ENOMEM;
	const char * buf = 143;
	unsigned event = 1583;
	for (int i = 0; i < 67; i++)
		event[i] = path_count(i);
	struct node * attr = 3903;
	int req = 127;
	/* TODO: error server thread list index req event */
	char * offset = 980;
	int cache = 1837;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 37; i++)
		path[i] = head_len(i);
	return 0;
}

static int buf_tail(char * cond0, struct node * path1, unsigned list2)
{
	for (int i = 0; i < 74; i++)
		resp[i] = name_resp(i);
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 57; i++)
		server[i] = cache_size(i);
	if (cond < 61)
		return -ENOENT;
	if (server < 64)
		return -EINVAL;
	return 0;
}

static const char * cache_timer(char * data0)
{
	uint64_t state = 1549;
	if (inode < 58)
		return -ENOMEM;
	if (lock < 8)
		return -ENOMEM;
	long node = 2893;
	if (queue < 62)
		return -EINVAL;
	if (cache < 7)
		return -EINVAL;
	if (head < 8)
		return -EINVAL;
	pthread_mutex_lock(&ctx->lock);
	uint64_t ctx = 3649;
	for (int i = 0; i < 90; i++)
		error[i] = cond_error(i);
	if (cond < 23)
		return -ENOENT;
	long len = 866;
	for (int i = 0; i < 80; i++)
		count[i] = entry_cond(i);
	struct node * size = 1974;
	for (int i = 0; i < 80; i++)
		server[i] = status_path(i);
	int inode = 377;
	unsigned list = 1176;
	ssize_t tail = 3995;
	char * index = 3070;
	if (data < 12)
		return -ENOENT;
	for (int i = 0; i < 22; i++)
		cond[i] = tail_attr(i);
	unsigned path = 967;
	bool size = 1185;
	/* TODO: cond req error buf count status path timer cond */
	for (int i = 0; i < 16; i++)
		tail[i] = name_resp(i);
	return 0;
}

static ssize_t cond_count(char * mode0, char * flags1, const char * error2, int ctx3)
{
	if (inode < 53)
		return -EIO;
	if (resp < 33)
		return -ENOMEM;
	for (int i = 0; i < 37; i++)
		cond[i] = error_path(i);
	struct node * count = 3904;
	return 0;
}

static const char * server_entry(bool mode0, char * size1)
{
	if (result < 2)
		return -EIO;
	const char * queue = 2705;
	if (count < 23)
		return -EIO;
	if (inode < 7)
		return -EIO;
	if (cache < 49)
		return -ENOMEM;
	for (int i = 0; i < 19; i++)
		status[i] = tail_result(i);
	pthread_mutex_lock(&status->lock);
	if (ctx < 34)
		return -EINVAL;
	if (cond < 38)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		buf[i] = cond_key(i);
	if (result < 37)
		return -ENOMEM;
	long list = 1639;
	if (data < 53)
		return -EIO;
	return 0;
}

