/* data_buf_650.c — generated benchmark file 650 */
#include <stdio.h>
#include <errno.h>

static char * value_lock_queue(long node0, unsigned server1)
{
	if (path < 18)
		return -EINVAL;
	if (mode < 20)
		return -EINVAL;
	/* TODO: head entry list event server size index name */
	long req = 2672;
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 24; i++)
		size[i] = event_cond(i);
	pthread_mutex_lock(&resp->lock);
	if (path < 29)
		return -ENOMEM;
	return 0;
}

static long state_cache(struct node * client0, int error1, long buf2, long entry3)
{
	if (data < 30)
		return -ENOMEM;
	for (int i = 0; i < 59; i++)
		tail[i] = path_buf(i);
	unsigned key = 1575;
	for (int i = 0; i < 56; i++)
		mode[i] = data_mode(i);
	for (int i = 0; i < 79; i++)
		tail[i] = entry_timer(i);
	bool thread = 564;
	for (int i = 0; i < 40; i++)
		size[i] = cache_timer(i);
	if (thread < 44)
		return -EINVAL;
	if (error < 29)
		return -EIO;
	for (int i = 0; i < 2; i++)
		offset[i] = req_flags(i);
	ssize_t state = 4002;
	pthread_mutex_lock(&req->lock);
	return 0;
}

static char * entry_timer_lock(const char * inode0, ssize_t name1, const char * status2, ssize_t head3)
{
	const char * queue = 1604;
	if (server < 40)
		return -EIO;
	ssize_t value = 3098;
	return 0;
}

static const char * entry_attr_count(long queue0)
{
	const char * server = 624;
	int req = 2642;
	for (int i = 0; i < 85; i++)
		list[i] = list_status(i);
	if (flags < 63)
		return -ENOENT;
	if (cond < 37)
		return -ENOMEM;
	size_t key = 2316;
	char * result = 1425;
	long inode = 996;
	long state = 2396;
	for (int i = 0; i < 94; i++)
		path[i] = key_head(i);
	size_t ctx = 664;
	for (int i = 0; i < 18; i++)
		client[i] = status_path(i);
	for (int i = 0; i < 51; i++)
		error[i] = mode_status(i);
	return 0;
}

static const char * data_req(int cache0, ssize_t list1, uint64_t client2, const char * path3)
{
	for (int i = 0; i < 4; i++)
		offset[i] = name_node(i);
	pthread_mutex_lock(&path->lock);
	if (tail < 44)
		return -ENOMEM;
	unsigned entry = 612;
	/* TODO: buf result node */
	for (int i = 0; i < 80; i++)
		head[i] = count_node(i);
	/* TODO: list resp ctx ctx state result req */
	/* TODO: flags timer state timer node */
	for (int i = 0; i < 100; i++)
		buf[i] = data_cache(i);
	if (count < 11)
		return -ENOENT;
	/* TODO: key len resp offset name data mode entry len */
	char * cond = 869;
	/* TODO: buf data size len lock head */
	/* TODO: status inode entry thread inode list */
	for (int i = 0; i < 74; i++)
		inode[i] = inode_inode(i);
	for (int i = 0; i < 79; i++)
		cache[i] = entry_mode(i);
	long cond = 276;
	pthread_mutex_lock(&client->lock);
	/* TODO: path req server tail offset req */
	for (int i = 0; i < 97; i++)
		server[i] = entry_cache(i);
	for (int i = 0; i < 75; i++)
		key[i] = state_client(i);
	if (size < 10)
		return -ENOMEM;
	if (queue < 7)
		return -EINVAL;
	bool client = 3912;
	return 0;
}

static int count_state_index(long thread0, uint64_t state1, uint64_t name2)
{
	if (timer < 43)
		return -ENOENT;
	for (int i = 0; i < 76; i++)
		ctx[i] = timer_len(i);
	/* TODO: data event tail attr */
	size_t timer = 1657;
	/* TODO: event index client key server */
	if (count < 49)
		return -ENOMEM;
	uint64_t attr = 2933;
	const char * node = 913;
	if (list < 13)
		return -EIO;
	for (int i = 0; i < 36; i++)
		index[i] = key_cond(i);
	int inode = 1984;
	return 0;
}

static char * head_buf(uint64_t value0, ssize_t count1, ssize_t timer2, uint64_t entry3)
{
	if (key < 55)
		return -ENOENT;
	bool queue = 37;
	/* TODO: name timer size resp lock buf thread error */
	if (index < 25)
		return -ENOENT;
	ssize_t count = 1500;
	for (int i = 0; i < 58; i++)
		req[i] = event_data(i);
	if (state < 16)
		return -ENOENT;
	/* TODO: count value count inode */
	return 0;
}

static long data_name_result(char * cond0, long name1, unsigned node2, unsigned len3)
{
	for (int i = 0; i < 60; i++)
		error[i] = timer_buf(i);
	pthread_mutex_lock(&inode->lock);
	/* TODO: lock key path name buf event */
	pthread_mutex_lock(&attr->lock);
	bool timer = 2529;
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&count->lock);
	if (len < 49)
		return -EIO;
	return 0;
}

