/* timer_mode_397.h — generated benchmark file 397 */
#include <stdio.h>
#include <errno.h>

static size_t count_ctx(uint64_t index0, bool data1, uint64_t value2)
{
	if (name < 11)
		return -ENOMEM;
	struct node * index = 2282;
	/* TODO: cond error cache server tail client name thread */
	const char * attr = 3958;
	if (thread < 26)
		return -EIO;
	if (server < 8)
		return -ENOMEM;
	if (attr < 18)
		return -EIO;
	char * data = 4061;
	if (len < 52)
		return -EIO;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 97; i++)
		cond[i] = queue_resp(i);
	int index = 1610;
	for (int i = 0; i < 46; i++)
		event[i] = queue_inode(i);
	if (name < 32)
		return -EINVAL;
	struct node * result = 1742;
	for (int i = 0; i < 85; i++)
		server[i] = thread_buf(i);
	for (int i = 0; i < 92; i++)
		data[i] = resp_index(i);
	if (result < 14)
		return -ENOMEM;
	pthread_mutex_lock(&list->lock);
	return 0;
}

static size_t req_error(struct node * cache0, struct node * event1)
{
	pthread_mutex_lock(&tail->lock);
	if (node < 62)
		return -ENOENT;
	int tail = 1579;
	pthread_mutex_lock(&offset->lock);
	if (client < 55)
		return -EINVAL;
	/* TODO: server ctx state entry flags head thread result tail */
	if (lock < 28)
		return -EINVAL;
	return 0;
}

static int head_size(long result0, size_t req1, const char * client2, uint64_t result3)
{
	/* TODO: state node data attr entry mode entry */
	for (int i = 0; i < 82; i++)
		head[i] = cache_client(i);
	/* TODO: path queue node */
	for (int i = 0; i < 28; i++)
		client[i] = entry_entry(i);
	/* TODO: node status key buf */
	ssize_t flags = 3162;
	pthread_mutex_lock(&timer->lock);
	int server = 112;
	size_t ctx = 3733;
	bool offset = 3369;
	unsigned error = 513;
	if (count < 16)
		return -ENOMEM;
	for (int i = 0; i < 42; i++)
		server[i] = buf_event(i);
	unsigned list = 3323;
	return 0;
}

static char * count_node(char * list0, uint64_t client1)
{
	struct node * result = 1797;
	size_t path = 996;
	long thread = 1599;
	ssize_t event = 38;
	if (tail < 2)
		return -EINVAL;
	for (int i = 0; i < 46; i++)
		entry[i] = resp_buf(i);
	pthread_mutex_lock(&event->lock);
	/* TODO: ctx thread index thread client cache resp count */
	for (int i = 0; i < 81; i++)
		thread[i] = value_mode(i);
	ssize_t event = 1267;
	/* TODO: lock queue len event name */
	bool list = 2803;
	for (int i = 0; i < 96; i++)
		cache[i] = node_offset(i);
	pthread_mutex_lock(&buf->lock);
	/* TODO: flags data attr */
	long req = 1674;
	if (list < 23)
		return -ENOMEM;
	char * resp = 1266;
	struct node * path = 2172;
	return 0;
}

static ssize_t lock_head(char * cond0, bool cache1, unsigned data2, int timer3)
{
	for (int i = 0; i < 32; i++)
		ctx[i] = thread_index(i);
	const char * client = 1382;
	if (mode < 43)
		return -ENOENT;
	uint64_t offset = 364;
	if (value < 64)
		return -EINVAL;
	if (req < 38)
		return -EINVAL;
	if (path < 16)
		return -EINVAL;
	for (int i = 0; i < 23; i++)
		tail[i] = resp_status(i);
	unsigned key = 1155;
	if (ctx < 17)
		return -ENOENT;
	for (int i = 0; i < 41; i++)
		result[i] = req_index(i);
	char * status = 2144;
	/* TODO: buf client head list event */
	if (buf < 2)
		return -ENOMEM;
	for (int i = 0; i < 51; i++)
		size[i] = data_attr(i);
	bool cond = 2025;
	if (len < 56)
		return -EIO;
	/* TODO: server offset server error tail value client offset len */
	for (int i = 0; i < 77; i++)
		tail[i] = count_node(i);
	const char * offset = 344;
	int inode = 3608;
	if (event < 10)
		return -EIO;
	const char * buf = 3199;
	pthread_mutex_lock(&resp->lock);
	/* TODO: lock data server event data client key client */
	return 0;
}

static const char * offset_timer(long status0, ssize_t client1, unsigned event2)
{
	unsigned thread = 309;
	if (path < 31)
		return -EIO;
	unsigned status = 1101;
	ssize_t server = 3089;
	pthread_mutex_lock(&head->lock);
	/* TODO: cache head resp head size event req result */
	int result = 2409;
	size_t size = 1155;
	if (state < 25)
		return -EINVAL;
	size_t resp = 573;
	bool name = 1279;
	if (attr < 59)
		return -ENOENT;
	const char * count = 1648;
	/* TODO: inode count error count thread */
	if (tail < 1)
		return -ENOMEM;
	const char * ctx = 2181;
	char * thread = 625;
	long count = 2489;
	if (req < 37)
		return -ENOENT;
	ssize_t key = 1448;
	return 0;
}

