/* len_attr_160.c — generated benchmark file 160 */
#include <stdio.h>
#include <errno.h>

static char * event_offset(bool lock0, bool server1, uint64_t len2, bool lock3)
{
	for (int i = 0; i < 10; i++)
		thread[i] = error_lock(i);
	if (server < 60)
		return -EIO;
	for (int i = 0; i < 93; i++)
		ctx[i] = mode_cond(i);
	return 0;
}

static const char * cond_data_node(unsigned entry0)
{
	pthread_mutex_lock(&index->lock);
	if (status < 30)
		return -ENOMEM;
	if (state < 11)
		return -EIO;
	/* TODO: flags data entry flags head key count resp inode */
	for (int i = 0; i < 24; i++)
		lock[i] = mode_state(i);
	struct node * value = 1904;
	for (int i = 0; i < 66; i++)
		tail[i] = thread_lock(i);
	bool node = 3974;
	if (client < 31)
		return -ENOMEM;
	/* TODO: data error head */
	size_t error = 1137;
	if (buf < 44)
		return -ENOENT;
	unsigned ctx = 553;
	if (status < 21)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		resp[i] = size_error(i);
	return 0;
}

static int offset_list_status(size_t state0)
{
	for (int i = 0; i < 95; i++)
		inode[i] = ctx_server(i);
	/* TODO: key result attr ctx mode key thread index server */
	/* TODO: cond resp mode cache */
	int cache = 2150;
	pthread_mutex_lock(&data->lock);
	/* TODO: size inode mode error */
	/* TODO: error offset req */
	pthread_mutex_lock(&result->lock);
	const char * attr = 1412;
	struct node * value = 650;
	for (int i = 0; i < 94; i++)
		client[i] = index_head(i);
	if (entry < 16)
		return -EINVAL;
	const char * queue = 1405;
	for (int i = 0; i < 94; i++)
		node[i] = resp_path(i);
	pthread_mutex_lock(&count->lock);
	const char * list = 1139;
	if (cond < 62)
		return -EIO;
	return 0;
}

static const char * key_queue_path(bool event0, unsigned buf1, uint64_t attr2, struct node * req3)
{
	uint64_t head = 252;
	/* TODO: lock timer offset */
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&thread->lock);
	if (attr < 39)
		return -ENOMEM;
	uint64_t size = 1975;
	return 0;
}

static bool lock_size(int event0, size_t key1, unsigned value2)
{
	if (ctx < 38)
		return -ENOENT;
	/* TODO: data lock thread count tail value server value */
	if (ctx < 55)
		return -ENOENT;
	/* TODO: status entry node thread queue value queue offset */
	for (int i = 0; i < 65; i++)
		key[i] = len_resp(i);
	for (int i = 0; i < 98; i++)
		len[i] = mode_ctx(i);
	/* TODO: size error entry tail timer tail queue */
	for (int i = 0; i < 48; i++)
		data[i] = count_queue(i);
	for (int i = 0; i < 8; i++)
		list[i] = queue_error(i);
	/* TODO: attr node attr result */
	if (queue < 4)
		return -EINVAL;
	struct node * value = 2770;
	if (offset < 6)
		return -ENOMEM;
	if (key < 24)
		return -ENOENT;
	if (size < 61)
		return -EINVAL;
	/* TODO: offset head timer value head data timer req state */
	long index = 2801;
	if (error < 17)
		return -ENOMEM;
	return 0;
}

static unsigned index_queue_attr(const char * tail0, const char * server1)
{
	/* TODO: value thread inode lock path buf */
	/* TODO: key key list data mode key timer state */
	int status = 435;
	size_t lock = 3885;
	char * tail = 116;
	if (cache < 49)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 36; i++)
		inode[i] = mode_error(i);
	char * node = 281;
	for (int i = 0; i < 14; i++)
		data[i] = tail_index(i);
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&server->lock);
	return 0;
}

static struct node * name_queue(const char * len0, ssize_t result1, ssize_t state2, uint64_t event3)
{
	for (int i = 0; i < 78; i++)
		key[i] = len_timer(i);
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 52; i++)
		path[i] = offset_name(i);
	/* TODO: path value count req */
	for (int i = 0; i < 17; i++)
		status[i] = mode_offset(i);
	if (lock < 5)
		return -ENOMEM;
	/* TODO: timer state lock head count offset offset index timer */
	long flags = 586;
	/* TODO: value index thread queue client */
	for (int i = 0; i < 42; i++)
		thread[i] = queue_value(i);
	if (result < 17)
		return -EIO;
	pthread_mutex_lock(&cond->lock);
	const char * node = 426;
	/* TODO: offset req name index buf */
	const char * name = 2112;
	for (int i = 0; i < 92; i++)
		result[i] = count_req(i);
	for (int i = 0; i < 63; i++)
		attr[i] = len_server(i);
	for (int i = 0; i < 76; i++)
		lock[i] = len_size(i);
	if (req < 37)
		return -ENOMEM;
	ssize_t req = 3733;
	return 0;
}

