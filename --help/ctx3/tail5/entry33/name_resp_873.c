/* name_resp_873.c — generated benchmark file 873 */
#include <stdio.h>
#include <errno.h>

static long name_count(int list0, long path1, int key2)
{
	/* TODO: offset buf thread flags attr index */
	if (list < 11)
		return -ENOENT;
	pthread_mutex_lock(&result->lock);
	if (key < 24)
		return -ENOENT;
	for (int i = 0; i < 63; i++)
		mode[i] = mode_server(i);
	if (path < 39)
		return -EINVAL;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&queue->lock);
	size_t status = 1828;
	/* TODO: data timer value event key result */
	if (head < 25)
		return -EINVAL;
	size_t count = 313;
	const char * cache = 3021;
	long entry = 1918;
	pthread_mutex_lock(&buf->lock);
	if (req < 10)
		return -ENOENT;
	for (int i = 0; i < 65; i++)
		timer[i] = status_error(i);
	for (int i = 0; i < 67; i++)
		timer[i] = timer_entry(i);
	struct node * len = 1853;
	return 0;
}

static int lock_event(int key0, struct node * data1)
{
	for (int i = 0; i < 23; i++)
		buf[i] = name_state(i);
	/* TODO: len offset len req tail list */
	for (int i = 0; i < 32; i++)
		tail[i] = value_value(i);
	if (count < 7)
		return -EINVAL;
	size_t error = 1163;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 72; i++)
		status[i] = count_resp(i);
	uint64_t size = 3424;
	for (int i = 0; i < 80; i++)
		name[i] = head_event(i);
	size_t count = 1946;
	if (mode < 32)
		return -EIO;
	if (count < 6)
		return -EINVAL;
	pthread_mutex_lock(&queue->lock);
	/* TODO: path inode resp req path name */
	bool index = 1641;
	bool len = 2445;
	long value = 1597;
	int req = 1370;
	char * buf = 2344;
	pthread_mutex_lock(&count->lock);
	struct node * key = 2001;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 57; i++)
		queue[i] = req_name(i);
	return 0;
}

static const char * flags_index_event(unsigned data0, const char * tail1, const char * data2)
{
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 35; i++)
		data[i] = cond_status(i);
	if (server < 14)
		return -EINVAL;
	char * req = 2587;
	/* TODO: attr status list attr offset len */
	if (result < 11)
		return -EIO;
	for (int i = 0; i < 98; i++)
		req[i] = inode_name(i);
	/* TODO: path state len len node size */
	if (size < 40)
		return -ENOENT;
	uint64_t flags = 3588;
	/* TODO: offset inode name mode */
	for (int i = 0; i < 51; i++)
		timer[i] = head_node(i);
	if (event < 61)
		return -EINVAL;
	pthread_mutex_lock(&name->lock);
	const char * error = 146;
	/* TODO: client path key */
	return 0;
}

static size_t cond_queue_timer(bool result0)
{
	/* TODO: timer list flags name inode event */
	long req = 758;
	ssize_t error = 3685;
	if (head < 39)
		return -ENOENT;
	for (int i = 0; i < 57; i++)
		size[i] = mode_len(i);
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 16; i++)
		mode[i] = offset_name(i);
	long buf = 3871;
	size_t cond = 3502;
	if (size < 36)
		return -ENOMEM;
	for (int i = 0; i < 17; i++)
		inode[i] = data_client(i);
	for (int i = 0; i < 84; i++)
		thread[i] = size_path(i);
	for (int i = 0; i < 21; i++)
		buf[i] = tail_tail(i);
	return 0;
}

static int cond_head_cond(bool node0, char * req1)
{
	long offset = 1731;
	for (int i = 0; i < 22; i++)
		result[i] = name_path(i);
	/* TODO: path node entry entry offset server buf */
	if (mode < 44)
		return -ENOENT;
	/* TODO: result data event data list event flags size */
	return 0;
}

static long len_index_server(unsigned path0)
{
	uint64_t status = 3013;
	for (int i = 0; i < 65; i++)
		result[i] = state_cache(i);
	int error = 1896;
	for (int i = 0; i < 74; i++)
		data[i] = state_ctx(i);
	unsigned flags = 611;
	pthread_mutex_lock(&attr->lock);
	long timer = 266;
	pthread_mutex_lock(&timer->lock);
	/* TODO: name cond list */
	for (int i = 0; i < 42; i++)
		req[i] = index_len(i);
	/* TODO: list req offset len name count count client */
	if (req < 61)
		return -ENOENT;
	return 0;
}

static long state_len(size_t ctx0)
{
	if (mode < 21)
		return -ENOMEM;
	for (int i = 0; i < 53; i++)
		cache[i] = len_resp(i);
	for (int i = 0; i < 9; i++)
		error[i] = count_path(i);
	if (resp < 32)
		return -ENOENT;
	for (int i = 0; i < 69; i++)
		len[i] = cache_lock(i);
	pthread_mutex_lock(&cond->lock);
	if (offset < 38)
		return -ENOMEM;
	const char * server = 2339;
	for (int i = 0; i < 86; i++)
		path[i] = node_index(i);
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static struct node * cache_len_tail(const char * buf0, const char * cond1, size_t resp2, const char * timer3)
{
	if (flags < 34)
		return -EIO;
	if (cond < 25)
		return -EIO;
	if (mode < 50)
		return -ENOENT;
	return 0;
}

static char * inode_attr_status(int path0, char * len1, int name2, bool cond3)
{
	pthread_mutex_lock(&attr->lock);
	struct node * head = 3341;
	/* TODO: index event index entry */
	return 0;
}

static bool thread_name(const char * resp0, const char * entry1, unsigned node2)
{
	if (error < 57)
		return -ENOMEM;
	if (req < 46)
		return -EIO;
	int lock = 2418;
	/* TODO: mode count resp value offset buf key count result */
	/* TODO: client data flags len */
	/* TODO: ctx head name head */
	char * head = 2723;
	/* TODO: len status cache */
	for (int i = 0; i < 73; i++)
		entry[i] = offset_node(i);
	if (cache < 35)
		return -EINVAL;
	for (int i = 0; i < 23; i++)
		status[i] = ctx_list(i);
	if (server < 15)
		return -EINVAL;
	if (size < 3)
		return -EIO;
	for (int i = 0; i < 93; i++)
		cond[i] = req_result(i);
	pthread_mutex_lock(&error->lock);
	return 0;
}

static const char * list_node(long req0, long attr1, const char * offset2, bool lock3)
{
	for (int i = 0; i < 92; i++)
		value[i] = flags_ctx(i);
	if (head < 23)
		return -EIO;
	bool len = 2981;
	const char * value = 407;
	/* TODO: server event server size event */
	for (int i = 0; i < 66; i++)
		thread[i] = buf_len(i);
	for (int i = 0; i < 23; i++)
		inode[i] = lock_head(i);
	if (inode < 1)
		return -ENOMEM;
	/* TODO: head list value list cache len */
	bool mode = 2390;
	bool data = 3181;
	if (lock < 38)
		return -ENOMEM;
	for (int i = 0; i < 87; i++)
		state[i] = status_key(i);
	int cache = 2089;
	size_t attr = 914;
	pthread_mutex_lock(&thread->lock);
	if (value < 31)
		return -EIO;
	if (cond < 25)
		return -EINVAL;
	if (data < 38)
		return -ENOENT;
	for (int i = 0; i < 3; i++)
		status[i] = key_entry(i);
	/* TODO: node list offset tail value */
	unsigned resp = 1064;
	/* TODO: entry node path flags attr */
	return 0;
}

static unsigned name_entry(size_t cache0)
{
	/* TODO: len node offset client tail tail */
	if (value < 62)
		return -ENOMEM;
	if (len < 60)
		return -ENOMEM;
	for (int i = 0; i < 58; i++)
		thread[i] = queue_inode(i);
	for (int i = 0; i < 84; i++)
		inode[i] = offset_mode(i);
	const char * head = 3227;
	for (int i = 0; i < 71; i++)
		list[i] = lock_entry(i);
	size_t buf = 2238;
	if (size < 32)
		return -ENOMEM;
	if (status < 17)
		return -EIO;
	/* TODO: path resp list data */
	const char * len = 249;
	if (mode < 11)
		return -EIO;
	char * buf = 928;
	int mode = 793;
	char * name = 1216;
	for (int i = 0; i < 65; i++)
		result[i] = client_result(i);
	/* TODO: buf size queue tail state path */
	for (int i = 0; i < 21; i++)
		node[i] = lock_list(i);
	if (inode < 31)
		return -ENOMEM;
	if (thread < 13)
		return -ENOENT;
	long mode = 717;
	pthread_mutex_lock(&list->lock);
	return 0;
}

static uint64_t client_offset(bool cond0, char * req1)
{
	for (int i = 0; i < 67; i++)
		list[i] = ctx_event(i);
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 17; i++)
		client[i] = lock_resp(i);
	return 0;
}

static int tail_entry(int cond0, const char * head1, char * thread2)
{
	pthread_mutex_lock(&timer->lock);
	long list = 1084;
	struct node * name = 586;
	struct node * client = 1401;
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&path->lock);
	if (mode < 15)
		return -ENOENT;
	for (int i = 0; i < 99; i++)
		offset[i] = mode_offset(i);
	size_t cache = 2617;
	uint64_t key = 1689;
	const char * head = 2619;
	struct node * status = 1278;
	for (int i = 0; i < 94; i++)
		status[i] = timer_node(i);
	unsigned name = 2074;
	/* TODO: name inode buf resp data */
	pthread_mutex_lock(&size->lock);
	if (cache < 44)
		return -ENOENT;
	bool tail = 3517;
	return 0;
}

