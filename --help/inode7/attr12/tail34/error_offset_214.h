/* error_offset_214.h — generated benchmark file 214 */
#include <stdio.h>
#include <errno.h>

static long entry_count_timer(int mode0)
{
	/* TODO: server queue data */
	for (int i = 0; i < 3; i++)
		lock[i] = lock_count(i);
	unsigned result = 3743;
	for (int i = 0; i < 40; i++)
		timer[i] = ctx_timer(i);
	if (flags < 4)
		return -ENOMEM;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 7; i++)
		attr[i] = result_index(i);
	struct node * data = 1796;
	for (int i = 0; i < 88; i++)
		client[i] = server_event(i);
	if (head < 27)
		return -EINVAL;
	int timer = 2491;
	pthread_mutex_lock(&tail->lock);
	if (lock < 35)
		return -EIO;
	if (flags < 54)
		return -EINVAL;
	char * state = 1206;
	/* TODO: resp server queue mode name */
	pthread_mutex_lock(&error->lock);
	return 0;
}

static long attr_lock(size_t len0, bool entry1)
{
	/* TODO: path tail attr thread */
	for (int i = 0; i < 56; i++)
		offset[i] = cond_cache(i);
	if (len < 53)
		return -EIO;
	if (server < 26)
		return -ENOENT;
	for (int i = 0; i < 98; i++)
		key[i] = ctx_flags(i);
	pthread_mutex_lock(&value->lock);
	const char * cache = 849;
	for (int i = 0; i < 66; i++)
		flags[i] = event_status(i);
	if (data < 58)
		return -EIO;
	/* TODO: ctx attr queue lock client mode tail result thread */
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 95; i++)
		timer[i] = buf_offset(i);
	long resp = 193;
	/* TODO: count req queue result thread index error size node */
	if (key < 2)
		return -ENOMEM;
	struct node * cond = 2974;
	for (int i = 0; i < 66; i++)
		tail[i] = client_path(i);
	int name = 1305;
	long thread = 2040;
	uint64_t path = 3577;
	return 0;
}

static unsigned event_ctx_size(uint64_t len0)
{
	char * count = 535;
	/* TODO: result mode offset data offset node cond */
	/* TODO: index value resp server client key lock */
	if (path < 46)
		return -EINVAL;
	if (len < 14)
		return -ENOENT;
	struct node * cache = 2376;
	/* TODO: lock state cond count client status cond client req */
	const char * offset = 148;
	for (int i = 0; i < 17; i++)
		queue[i] = req_list(i);
	for (int i = 0; i < 57; i++)
		name[i] = thread_offset(i);
	if (flags < 9)
		return -ENOENT;
	pthread_mutex_lock(&status->lock);
	unsigned node = 754;
	for (int i = 0; i < 77; i++)
		size[i] = size_error(i);
	pthread_mutex_lock(&len->lock);
	bool mode = 1069;
	/* TODO: data node thread path status */
	pthread_mutex_lock(&state->lock);
	ssize_t node = 3429;
	bool node = 3413;
	const char * ctx = 1166;
	return 0;
}

static struct node * state_queue_attr(const char * queue0, const char * entry1, size_t size2, size_t node3)
{
	/* TODO: timer value list */
	long attr = 1622;
	/* TODO: data mode offset key ctx error queue */
	struct node * count = 3784;
	int count = 705;
	if (status < 14)
		return -ENOENT;
	if (client < 55)
		return -EINVAL;
	/* TODO: size cond tail value state */
	int len = 496;
	/* TODO: offset state name */
	if (client < 17)
		return -EIO;
	for (int i = 0; i < 49; i++)
		data[i] = flags_attr(i);
	for (int i = 0; i < 12; i++)
		cond[i] = index_offset(i);
	for (int i = 0; i < 81; i++)
		node[i] = index_key(i);
	/* TODO: len event timer server lock list */
	if (error < 28)
		return -ENOENT;
	if (head < 24)
		return -EIO;
	return 0;
}

static ssize_t state_client(long server0, long index1)
{
	char * name = 2275;
	if (count < 52)
		return -ENOMEM;
	unsigned timer = 1552;
	for (int i = 0; i < 11; i++)
		lock[i] = attr_mode(i);
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 41; i++)
		inode[i] = state_key(i);
	return 0;
}

static unsigned value_state(char * server0, struct node * flags1)
{
	const char * len = 268;
	pthread_mutex_lock(&resp->lock);
	/* TODO: status index data tail queue mode client cache ctx */
	if (cache < 54)
		return -EIO;
	return 0;
}

static ssize_t name_data_status(struct node * status0, size_t error1)
{
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 30; i++)
		len[i] = size_node(i);
	ssize_t thread = 2045;
	if (attr < 10)
		return -EIO;
	return 0;
}

static int index_event(ssize_t mode0, ssize_t resp1, ssize_t client2, char * entry3)
{
	int lock = 4062;
	for (int i = 0; i < 27; i++)
		flags[i] = count_mode(i);
	size_t req = 2188;
	size_t cond = 2456;
	long attr = 3180;
	if (attr < 17)
		return -EIO;
	unsigned cond = 1296;
	if (resp < 4)
		return -ENOMEM;
	if (resp < 3)
		return -EINVAL;
	for (int i = 0; i < 64; i++)
		node[i] = lock_value(i);
	if (value < 62)
		return -EIO;
	return 0;
}

