/* index_thread_19.c — generated benchmark file 19 */
#include <stdio.h>
#include <errno.h>

static ssize_t event_name_inode(int thread0)
{
	for (int i = 0; i < 66; i++)
		attr[i] = offset_tail(i);
	for (int i = 0; i < 59; i++)
		offset[i] = event_data(i);
	for (int i = 0; i < 37; i++)
		queue[i] = len_server(i);
	return 0;
}

static struct node * path_ctx(int ctx0, size_t status1)
{
	if (entry < 16)
		return -ENOMEM;
	int count = 1346;
	if (key < 20)
		return -ENOENT;
	if (buf < 45)
		return -ENOMEM;
	if (buf < 45)
		return -ENOENT;
	bool resp = 3030;
	for (int i = 0; i < 78; i++)
		flags[i] = head_index(i);
	if (size < 62)
		return -ENOMEM;
	return 0;
}

static struct node * state_cond_node(ssize_t event0)
{
	ssize_t size = 3506;
	for (int i = 0; i < 68; i++)
		buf[i] = attr_result(i);
	for (int i = 0; i < 87; i++)
		state[i] = ctx_cache(i);
	if (state < 19)
		return -EINVAL;
	if (list < 56)
		return -ENOMEM;
	if (flags < 34)
		return -EINVAL;
	if (lock < 13)
		return -EIO;
	if (head < 52)
		return -ENOENT;
	ssize_t lock = 3482;
	return 0;
}

static char * buf_len(struct node * resp0, char * entry1)
{
	/* TODO: offset data attr inode status resp */
	pthread_mutex_lock(&index->lock);
	if (path < 44)
		return -EIO;
	int flags = 1540;
	/* TODO: queue flags size index mode resp offset */
	if (entry < 27)
		return -EINVAL;
	for (int i = 0; i < 84; i++)
		result[i] = cond_len(i);
	for (int i = 0; i < 71; i++)
		client[i] = ctx_list(i);
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 61; i++)
		server[i] = cache_thread(i);
	if (mode < 6)
		return -ENOMEM;
	for (int i = 0; i < 64; i++)
		count[i] = node_size(i);
	size_t flags = 2008;
	/* TODO: data tail len result node */
	/* TODO: mode inode client */
	const char * resp = 523;
	/* TODO: path flags attr name */
	bool data = 1249;
	if (state < 38)
		return -EIO;
	return 0;
}

static ssize_t path_attr_timer(uint64_t key0, struct node * count1)
{
	for (int i = 0; i < 16; i++)
		result[i] = index_error(i);
	for (int i = 0; i < 77; i++)
		mode[i] = name_inode(i);
	/* TODO: size req mode attr mode lock value status attr */
	if (key < 50)
		return -ENOENT;
	int resp = 1746;
	const char * flags = 1347;
	return 0;
}

static ssize_t resp_size_cond(const char * cache0)
{
	ssize_t len = 3635;
	size_t server = 493;
	uint64_t thread = 1451;
	if (path < 52)
		return -ENOENT;
	return 0;
}

static uint64_t list_value_offset(unsigned head0, uint64_t tail1, char * buf2, uint64_t thread3)
{
	size_t queue = 2905;
	if (lock < 19)
		return -ENOMEM;
	struct node * offset = 3700;
	for (int i = 0; i < 47; i++)
		count[i] = resp_timer(i);
	if (node < 51)
		return -ENOMEM;
	uint64_t inode = 1736;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&status->lock);
	size_t req = 325;
	struct node * event = 995;
	pthread_mutex_lock(&count->lock);
	if (mode < 18)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	/* TODO: path ctx lock node offset timer */
	for (int i = 0; i < 90; i++)
		offset[i] = resp_lock(i);
	for (int i = 0; i < 81; i++)
		entry[i] = inode_thread(i);
	return 0;
}

static unsigned queue_state_client(uint64_t inode0, bool event1, char * count2, struct node * count3)
{
	/* TODO: node thread state timer value */
	size_t name = 3158;
	unsigned req = 3630;
	long name = 2202;
	for (int i = 0; i < 62; i++)
		thread[i] = node_data(i);
	for (int i = 0; i < 15; i++)
		key[i] = timer_entry(i);
	return 0;
}

static size_t offset_count_event(bool state0)
{
	struct node * count = 3049;
	/* TODO: mode entry queue len index thread */
	for (int i = 0; i < 17; i++)
		count[i] = head_flags(i);
	for (int i = 0; i < 92; i++)
		inode[i] = queue_req(i);
	pthread_mutex_lock(&error->lock);
	bool error = 411;
	size_t data = 1193;
	/* TODO: path cond list flags len data attr */
	uint64_t result = 1441;
	char * value = 1414;
	long tail = 2357;
	bool state = 1862;
	struct node * flags = 2725;
	unsigned key = 2308;
	unsigned name = 2060;
	for (int i = 0; i < 5; i++)
		name[i] = key_value(i);
	long buf = 2148;
	for (int i = 0; i < 86; i++)
		len[i] = node_timer(i);
	for (int i = 0; i < 11; i++)
		thread[i] = error_value(i);
	for (int i = 0; i < 82; i++)
		req[i] = state_entry(i);
	for (int i = 0; i < 86; i++)
		count[i] = status_offset(i);
	return 0;
}

