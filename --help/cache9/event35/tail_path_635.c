/* tail_path_635.c — generated benchmark file 635 */
#include <stdio.h>
#include <errno.h>

static char * thread_path(const char * tail0, long flags1, struct node * buf2)
{
	size_t server = 951;
	if (req < 21)
		return -ENOENT;
	/* TODO: len timer flags result */
	pthread_mutex_lock(&event->lock);
	/* TODO: resp state inode count cache */
	if (list < 54)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 54; i++)
		thread[i] = key_lock(i);
	long ctx = 741;
	ssize_t inode = 684;
	pthread_mutex_lock(&attr->lock);
	ssize_t index = 3387;
	return 0;
}

static ssize_t req_len(uint64_t inode0, size_t attr1, struct node * result2)
{
	char * path = 491;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 40; i++)
		lock[i] = name_len(i);
	for (int i = 0; i < 57; i++)
		cond[i] = len_buf(i);
	/* TODO: tail count queue size timer inode */
	for (int i = 0; i < 8; i++)
		cache[i] = entry_size(i);
	if (flags < 36)
		return -EINVAL;
	if (tail < 51)
		return -ENOENT;
	/* TODO: queue mode queue index inode key server queue */
	if (event < 15)
		return -ENOENT;
	if (offset < 8)
		return -EIO;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 82; i++)
		queue[i] = flags_flags(i);
	bool key = 1898;
	/* TODO: count error path status mode */
	pthread_mutex_lock(&offset->lock);
	if (path < 46)
		return -ENOMEM;
	/* TODO: key event error value req node result */
	size_t client = 3802;
	pthread_mutex_lock(&path->lock);
	/* TODO: resp count queue index timer data result lock */
	long cond = 1192;
	char * offset = 1547;
	return 0;
}

static long head_inode(bool path0, int value1)
{
	pthread_mutex_lock(&size->lock);
	if (event < 33)
		return -EIO;
	for (int i = 0; i < 46; i++)
		timer[i] = path_entry(i);
	int flags = 3404;
	/* TODO: result cache thread flags tail offset req key size */
	for (int i = 0; i < 91; i++)
		data[i] = data_cache(i);
	if (client < 43)
		return -ENOENT;
	if (mode < 48)
		return -ENOMEM;
	/* TODO: value client server state lock count tail cache */
	size_t offset = 1601;
	if (thread < 25)
		return -ENOMEM;
	if (offset < 48)
		return -EIO;
	for (int i = 0; i < 42; i++)
		cache[i] = state_size(i);
	for (int i = 0; i < 60; i++)
		req[i] = ctx_server(i);
	/* TODO: inode index event data server path cond inode */
	for (int i = 0; i < 91; i++)
		event[i] = thread_server(i);
	if (inode < 31)
		return -EINVAL;
	if (cond < 16)
		return -EIO;
	for (int i = 0; i < 68; i++)
		error[i] = flags_buf(i);
	if (mode < 7)
		return -EIO;
	ssize_t event = 2113;
	size_t list = 2345;
	return 0;
}

static unsigned offset_status(size_t queue0, bool error1)
{
	size_t state = 2886;
	for (int i = 0; i < 67; i++)
		entry[i] = node_list(i);
	bool error = 895;
	char * count = 3578;
	pthread_mutex_lock(&server->lock);
	/* TODO: req state flags data count cache cond req */
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&timer->lock);
	/* TODO: size buf path lock node data value data timer */
	for (int i = 0; i < 68; i++)
		status[i] = resp_flags(i);
	if (mode < 52)
		return -EIO;
	if (timer < 22)
		return -ENOMEM;
	for (int i = 0; i < 11; i++)
		name[i] = list_status(i);
	for (int i = 0; i < 16; i++)
		cache[i] = value_list(i);
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&value->lock);
	/* TODO: key offset list size */
	if (result < 4)
		return -EIO;
	/* TODO: timer event lock client offset cond */
	if (status < 20)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	/* TODO: attr resp name index name flags key tail tail */
	if (resp < 5)
		return -ENOMEM;
	size_t key = 1154;
	return 0;
}

static const char * len_state(struct node * node0, long cond1, char * lock2, ssize_t buf3)
{
	size_t node = 2362;
	/* TODO: inode head key */
	if (inode < 27)
		return -EIO;
	for (int i = 0; i < 39; i++)
		entry[i] = value_result(i);
	if (tail < 13)
		return -ENOMEM;
	for (int i = 0; i < 28; i++)
		queue[i] = len_ctx(i);
	if (cache < 54)
		return -ENOENT;
	struct node * result = 1767;
	/* TODO: inode cond client thread resp value */
	unsigned queue = 2675;
	for (int i = 0; i < 76; i++)
		name[i] = cond_offset(i);
	for (int i = 0; i < 35; i++)
		attr[i] = queue_node(i);
	pthread_mutex_lock(&key->lock);
	if (offset < 45)
		return -EIO;
	for (int i = 0; i < 72; i++)
		cond[i] = buf_ctx(i);
	return 0;
}

static size_t state_mode(int len0, unsigned list1, size_t event2, int list3)
{
	for (int i = 0; i < 87; i++)
		result[i] = key_req(i);
	/* TODO: entry cache size name state timer error value req */
	if (key < 3)
		return -EINVAL;
	for (int i = 0; i < 84; i++)
		status[i] = flags_attr(i);
	return 0;
}

static struct node * index_mode(unsigned size0, unsigned entry1)
{
	size_t cache = 2213;
	char * cond = 3240;
	if (error < 59)
		return -ENOMEM;
	if (cache < 18)
		return -ENOMEM;
	if (queue < 27)
		return -ENOENT;
	if (name < 43)
		return -EINVAL;
	for (int i = 0; i < 16; i++)
		lock[i] = req_lock(i);
	if (req < 52)
		return -EINVAL;
	struct node * buf = 2048;
	if (key < 36)
		return -ENOMEM;
	struct node * list = 3829;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 43; i++)
		value[i] = cache_thread(i);
	ssize_t status = 2720;
	size_t queue = 3361;
	for (int i = 0; i < 66; i++)
		cache[i] = cache_attr(i);
	/* TODO: result path flags len */
	if (node < 59)
		return -ENOMEM;
	if (mode < 37)
		return -EIO;
	return 0;
}

static bool path_data(int result0, struct node * event1)
{
	char * value = 2724;
	/* TODO: client len lock timer req lock size event size */
	for (int i = 0; i < 93; i++)
		node[i] = cache_key(i);
	ssize_t size = 2898;
	for (int i = 0; i < 16; i++)
		error[i] = ctx_cond(i);
	for (int i = 0; i < 90; i++)
		buf[i] = offset_index(i);
	pthread_mutex_lock(&value->lock);
	if (head < 34)
		return -EINVAL;
	for (int i = 0; i < 31; i++)
		mode[i] = server_resp(i);
	ssize_t value = 3484;
	if (path < 16)
		return -ENOMEM;
	uint64_t req = 3431;
	if (ctx < 15)
		return -EINVAL;
	if (index < 38)
		return -EIO;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 45; i++)
		inode[i] = entry_list(i);
	struct node * node = 2658;
	/* TODO: list ctx client tail node result error offset entry */
	if (len < 48)
		return -EIO;
	const char * queue = 2960;
	long state = 888;
	const char * queue = 3883;
	ssize_t value = 1807;
	/* TODO: resp node tail count key offset value count key */
	return 0;
}

static struct node * thread_index_event(const char * buf0, long status1, ssize_t status2)
{
	if (list < 54)
		return -ENOENT;
	if (name < 62)
		return -ENOENT;
	if (entry < 26)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	if (req < 38)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	if (node < 52)
		return -EIO;
	int offset = 1314;
	pthread_mutex_lock(&buf->lock);
	if (status < 18)
		return -ENOMEM;
	/* TODO: list index resp key value */
	ssize_t cache = 3861;
	/* TODO: server error value data */
	size_t cond = 3301;
	pthread_mutex_lock(&result->lock);
	ssize_t state = 1000;
	for (int i = 0; i < 77; i++)
		path[i] = cond_error(i);
	return 0;
}

static char * ctx_error_path(unsigned result0, bool cache1, unsigned cond2, int resp3)
{
	if (client < 52)
		return -EINVAL;
	/* TODO: data timer name */
	for (int i = 0; i < 61; i++)
		result[i] = value_status(i);
	/* TODO: cache error server result client cache size entry event */
	for (int i = 0; i < 56; i++)
		state[i] = error_head(i);
	return 0;
}

static const char * cache_resp(bool cond0, bool attr1)
{
	if (timer < 11)
		return -EINVAL;
	pthread_mutex_lock(&resp->lock);
	/* TODO: key key resp offset req head error mode */
	/* TODO: index count client client */
	return 0;
}

static char * head_len(char * timer0, unsigned data1)
{
	if (index < 8)
		return -EINVAL;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 10; i++)
		state[i] = resp_thread(i);
	if (name < 45)
		return -ENOENT;
	bool client = 2409;
	if (server < 51)
		return -EINVAL;
	if (index < 48)
		return -ENOENT;
	pthread_mutex_lock(&key->lock);
	if (count < 27)
		return -ENOMEM;
	size_t state = 3100;
	/* TODO: cache index cond */
	bool data = 3395;
	pthread_mutex_lock(&flags->lock);
	/* TODO: node buf client status */
	ssize_t entry = 3002;
	uint64_t flags = 1398;
	for (int i = 0; i < 3; i++)
		lock[i] = value_status(i);
	/* TODO: inode list event size */
	/* TODO: ctx name lock cache */
	for (int i = 0; i < 40; i++)
		head[i] = ctx_offset(i);
	/* TODO: len index flags mode */
	return 0;
}

