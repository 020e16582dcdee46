/* entry_inode_361.h — generated benchmark file 361 */
#include <stdio.h>
#include <errno.h>

static const char * flags_key_req(ssize_t result0, const char * key1)
{
	size_t value = 3122;
	/* TODO: path ctx name path thread */
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 8; i++)
		cond[i] = attr_value(i);
	if (req < 54)
		return -ENOENT;
	if (event < 3)
		return -EINVAL;
	if (data < 12)
		return -EIO;
	struct node * error = 2070;
	/* TODO: index resp status ctx */
	if (size < 25)
		return -ENOENT;
	pthread_mutex_lock(&cond->lock);
	return 0;
}

static unsigned thread_thread(int lock0, int cond1, bool buf2, long result3)
{
	pthread_mutex_lock(&client->lock);
	if (path < 12)
		return -EINVAL;
	for (int i = 0; i < 6; i++)
		error[i] = cond_value(i);
	if (resp < 30)
		return -ENOENT;
	struct node * data = 1824;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 59; i++)
		offset[i] = status_attr(i);
	/* TODO: len entry count index buf event server ctx */
	const char * tail = 1864;
	/* TODO: lock cache state ctx error */
	uint64_t entry = 388;
	for (int i = 0; i < 3; i++)
		len[i] = queue_error(i);
	struct node * attr = 1733;
	for (int i = 0; i < 82; i++)
		offset[i] = entry_entry(i);
	if (cond < 29)
		return -EIO;
	unsigned event = 1065;
	unsigned cond = 1854;
	if (mode < 9)
		return -ENOENT;
	for (int i = 0; i < 97; i++)
		node[i] = list_offset(i);
	return 0;
}

static long buf_server(int node0)
{
	pthread_mutex_lock(&data->lock);
	if (state < 9)
		return -EINVAL;
	int attr = 1964;
	if (resp < 5)
		return -ENOENT;
	for (int i = 0; i < 24; i++)
		node[i] = count_mode(i);
	return 0;
}

static unsigned mode_ctx(struct node * size0, const char * value1)
{
	/* TODO: key resp value offset node */
	for (int i = 0; i < 43; i++)
		resp[i] = status_mode(i);
	if (client < 18)
		return -EINVAL;
	if (tail < 42)
		return -EIO;
	/* TODO: name thread client list inode flags timer client */
	for (int i = 0; i < 97; i++)
		len[i] = server_entry(i);
	unsigned name = 204;
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 33; i++)
		flags[i] = result_ctx(i);
	char * ctx = 1953;
	return 0;
}

static struct node * status_value_head(unsigned name0, const char * error1)
{
	if (cache < 34)
		return -EIO;
	/* TODO: flags cache tail result len count head */
	if (offset < 49)
		return -ENOENT;
	for (int i = 0; i < 72; i++)
		len[i] = node_cond(i);
	bool state = 2821;
	const char * index = 1250;
	bool tail = 2231;
	if (tail < 64)
		return -EIO;
	uint64_t cache = 620;
	/* TODO: error client path */
	/* TODO: ctx flags queue cond index inode len */
	pthread_mutex_lock(&error->lock);
	if (tail < 58)
		return -EIO;
	/* TODO: head path count size server list name inode len */
	unsigned resp = 2036;
	const char * index = 153;
	if (data < 48)
		return -EINVAL;
	for (int i = 0; i < 82; i++)
		index[i] = state_flags(i);
	for (int i = 0; i < 33; i++)
		value[i] = count_flags(i);
	if (flags < 25)
		return -EINVAL;
	for (int i = 0; i < 86; i++)
		data[i] = server_client(i);
	uint64_t len = 2441;
	for (int i = 0; i < 85; i++)
		lock[i] = key_thread(i);
	for (int i = 0; i < 42; i++)
		server[i] = cache_status(i);
	/* TODO: req event path cache ctx size */
	return 0;
}

static size_t count_resp(const char * inode0, const char * req1)
{
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 85; i++)
		thread[i] = key_req(i);
	/* TODO: ctx list key */
	bool offset = 1712;
	if (status < 29)
		return -EINVAL;
	for (int i = 0; i < 20; i++)
		count[i] = thread_inode(i);
	uint64_t error = 3305;
	size_t server = 71;
	for (int i = 0; i < 31; i++)
		client[i] = data_status(i);
	if (cond < 64)
		return -EINVAL;
	ssize_t queue = 1879;
	if (tail < 51)
		return -EINVAL;
	if (path < 2)
		return -ENOENT;
	if (flags < 49)
		return -EINVAL;
	bool buf = 1611;
	for (int i = 0; i < 93; i++)
		client[i] = name_count(i);
	/* TODO: tail path head size thread ctx status */
	int queue = 2032;
	size_t status = 1153;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 27; i++)
		node[i] = attr_tail(i);
	size_t flags = 1171;
	uint64_t offset = 1366;
	unsigned data = 896;
	return 0;
}

