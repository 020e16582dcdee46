/* key_tail_504.c — generated benchmark file 504 */
#include <stdio.h>
#include <errno.h>

static uint64_t status_attr(unsigned resp0, uint64_t timer1)
{
	const char * flags = 2347;
	unsigned result = 3449;
	for (int i = 0; i < 56; i++)
		thread[i] = len_value(i);
	const char * lock = 3198;
	/* TODO: head client offset path count thread */
	pthread_mutex_lock(&attr->lock);
	char * path = 1779;
	const char * key = 1893;
	unsigned inode = 1405;
	if (len < 12)
		return -ENOENT;
	unsigned name = 1748;
	/* TODO: state queue head result */
	for (int i = 0; i < 85; i++)
		data[i] = flags_resp(i);
	/* TODO: ctx error index state */
	return 0;
}

static const char * resp_key(struct node * tail0)
{
	pthread_mutex_lock(&key->lock);
	if (result < 2)
		return -EIO;
	for (int i = 0; i < 43; i++)
		status[i] = key_lock(i);
	for (int i = 0; i < 59; i++)
		req[i] = attr_error(i);
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 59; i++)
		node[i] = attr_cache(i);
	for (int i = 0; i < 36; i++)
		timer[i] = head_thread(i);
	for (int i = 0; i < 69; i++)
		path[i] = node_mode(i);
	long value = 3298;
	/* TODO: head server lock lock key value count */
	if (attr < 62)
		return -EINVAL;
	if (name < 64)
		return -ENOMEM;
	const char * cache = 2421;
	/* TODO: attr resp node */
	if (error < 47)
		return -ENOMEM;
	for (int i = 0; i < 44; i++)
		index[i] = len_name(i);
	/* TODO: queue flags node lock ctx tail state state offset */
	if (result < 62)
		return -ENOENT;
	pthread_mutex_lock(&resp->lock);
	/* TODO: result node node count req server */
	for (int i = 0; i < 74; i++)
		attr[i] = entry_resp(i);
	if (value < 54)
		return -ENOENT;
	for (int i = 0; i < 41; i++)
		index[i] = state_buf(i);
	for (int i = 0; i < 14; i++)
		queue[i] = name_mode(i);
	return 0;
}

static struct node * value_entry(char * attr0, const char * offset1, size_t timer2, unsigned server3)
{
	for (int i = 0; i < 21; i++)
		key[i] = timer_status(i);
	for (int i = 0; i < 73; i++)
		cache[i] = event_mode(i);
	if (queue < 26)
		return -ENOMEM;
	char * event = 139;
	return 0;
}

static size_t queue_flags(unsigned size0)
{
	struct node * result = 1221;
	/* TODO: node index state buf flags */
	if (key < 28)
		return -ENOMEM;
	char * status = 1871;
	if (state < 47)
		return -EINVAL;
	if (list < 62)
		return -EINVAL;
	if (count < 23)
		return -EIO;
	if (attr < 55)
		return -EINVAL;
	if (path < 8)
		return -EINVAL;
	bool error = 1684;
	for (int i = 0; i < 87; i++)
		lock[i] = lock_flags(i);
	if (result < 29)
		return -EINVAL;
	const char * server = 956;
	pthread_mutex_lock(&head->lock);
	const char * offset = 3335;
	ssize_t data = 3582;
	ssize_t key = 2060;
	/* TODO: data ctx size value cond path inode count result */
	char * result = 2754;
	for (int i = 0; i < 63; i++)
		name[i] = resp_key(i);
	if (thread < 13)
		return -EIO;
	long attr = 3485;
	unsigned lock = 1345;
	return 0;
}

static uint64_t resp_size_cond(struct node * path0)
{
	char * value = 3000;
	if (cache < 12)
		return -ENOMEM;
	if (server < 32)
		return -ENOMEM;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 88; i++)
		head[i] = server_error(i);
	for (int i = 0; i < 22; i++)
		server[i] = resp_path(i);
	if (lock < 60)
		return -EINVAL;
	pthread_mutex_lock(&cond->lock);
	if (flags < 52)
		return -ENOMEM;
	pthread_mutex_lock(&event->lock);
	int result = 3792;
	if (buf < 17)
		return -ENOMEM;
	for (int i = 0; i < 52; i++)
		mode[i] = status_state(i);
	/* TODO: lock state result error offset buf */
	char * cache = 3135;
	unsigned client = 1398;
	/* TODO: flags cond offset queue server status */
	long lock = 2145;
	struct node * cond = 1766;
	int cache = 866;
	pthread_mutex_lock(&attr->lock);
	unsigned index = 1423;
	/* TODO: event path status size status error */
	for (int i = 0; i < 16; i++)
		result[i] = error_flags(i);
	return 0;
}

static long name_count_offset(struct node * count0)
{
	/* TODO: event size buf */
	if (list < 7)
		return -EIO;
	/* TODO: ctx cache thread event node path ctx index */
	/* TODO: cache state size count result */
	if (lock < 26)
		return -ENOMEM;
	return 0;
}

static ssize_t count_path_name(ssize_t cond0)
{
	/* TODO: resp tail flags */
	/* TODO: attr list name */
	if (flags < 15)
		return -EIO;
	for (int i = 0; i < 53; i++)
		client[i] = index_tail(i);
	unsigned client = 3682;
	for (int i = 0; i < 73; i++)
		attr[i] = result_index(i);
	const char * client = 3915;
	uint64_t thread = 932;
	/* TODO: state error error lock queue resp buf count event */
	if (lock < 47)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 66; i++)
		result[i] = name_count(i);
	char * path = 4009;
	/* TODO: entry head key error flags node buf name thread */
	/* TODO: cache buf resp key */
	return 0;
}

static uint64_t attr_name(char * server0)
{
	pthread_mutex_lock(&index->lock);
	const char * path = 1874;
	const char * name = 3228;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 55; i++)
		server[i] = cache_cache(i);
	ssize_t cache = 2992;
	for (int i = 0; i < 66; i++)
		mode[i] = thread_attr(i);
	long inode = 835;
	return 0;
}

static unsigned queue_len_tail(size_t inode0, char * node1, char * server2)
{
	if (data < 50)
		return -EIO;
	if (name < 14)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	size_t size = 1201;
	struct node * node = 643;
	pthread_mutex_lock(&cache->lock);
	ssize_t mode = 1820;
	pthread_mutex_lock(&path->lock);
	if (result < 23)
		return -EINVAL;
	if (value < 62)
		return -ENOENT;
	const char * node = 2019;
	bool path = 1426;
	long result = 2609;
	if (path < 6)
		return -EINVAL;
	size_t client = 11;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 18; i++)
		head[i] = node_error(i);
	for (int i = 0; i < 49; i++)
		result[i] = timer_timer(i);
	int lock = 2169;
	uint64_t queue = 1767;
	if (lock < 8)
		return -EIO;
	return 0;
}

static bool name_server(unsigned event0, bool path1, uint64_t node2, char * error3)
{
	/* TODO: thread timer name value thread resp state cond */
	/* TODO: cache name offset list inode req data size status */
	/* TODO: head buf name len inode cond */
	/* TODO: entry index attr resp */
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 11; i++)
		tail[i] = node_error(i);
	ssize_t name = 3500;
	if (state < 36)
		return -EINVAL;
	for (int i = 0; i < 30; i++)
		ctx[i] = head_inode(i);
	for (int i = 0; i < 33; i++)
		req[i] = event_lock(i);
	const char * head = 169;
	struct node * cond = 3762;
	if (resp < 44)
		return -EIO;
	for (int i = 0; i < 27; i++)
		head[i] = event_thread(i);
	if (offset < 56)
		return -ENOMEM;
	/* TODO: node head thread size state req mode */
	for (int i = 0; i < 53; i++)
		client[i] = cache_mode(i);
	/* TODO: req resp lock queue */
	/* TODO: queue req thread size */
	pthread_mutex_lock(&resp->lock);
	if (server < 29)
		return -ENOENT;
	pthread_mutex_lock(&mode->lock);
	return 0;
}

static unsigned error_inode(char * count0, int ctx1, size_t state2)
{
	for (int i = 0; i < 87; i++)
		len[i] = attr_req(i);
	struct node * req = 1902;
	pthread_mutex_lock(&name->lock);
	size_t path = 1814;
	for (int i = 0; i < 23; i++)
		key[i] = timer_buf(i);
	for (int i = 0; i < 47; i++)
		state[i] = buf_attr(i);
	uint64_t key = 2536;
	/* TODO: offset offset attr attr */
	/* TODO: offset lock attr entry value mode count size */
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 36; i++)
		entry[i] = name_node(i);
	if (ctx < 46)
		return -ENOENT;
	if (timer < 41)
		return -EIO;
	for (int i = 0; i < 50; i++)
		resp[i] = req_queue(i);
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 78; i++)
		len[i] = thread_list(i);
	/* TODO: server entry size name len node cache queue */
	if (node < 35)
		return -EIO;
	if (mode < 43)
		return -EINVAL;
	if (server < 24)
		return -ENOMEM;
	/* TODO: queue req data head flags mode */
	return 0;
}

static unsigned size_cache(uint64_t list0, int head1, char * result2)
{
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 39; i++)
		list[i] = head_list(i);
	/* TODO: size index key flags resp tail */
	int mode = 2024;
	uint64_t thread = 1647;
	if (cond < 32)
		return -ENOMEM;
	int mode = 2876;
	if (state < 49)
		return -EIO;
	/* TODO: attr cache error req entry */
	/* TODO: len path buf cache event */
	struct node * error = 1450;
	for (int i = 0; i < 45; i++)
		status[i] = tail_queue(i);
	long mode = 1375;
	for (int i = 0; i < 31; i++)
		lock[i] = state_key(i);
	unsigned client = 1752;
	struct node * offset = 683;
	return 0;
}

