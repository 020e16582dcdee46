/* flags_entry_825.h — generated benchmark file 825 */
#include <stdio.h>
#include <errno.h>

static unsigned thread_size(long req0, struct node * attr1)
{
	if (count < 27)
		return -ENOMEM;
	/* TODO: client timer attr queue key resp */
	unsigned entry = 972;
	long lock = 3819;
	for (int i = 0; i < 17; i++)
		data[i] = name_len(i);
	size_t inode = 3883;
	for (int i = 0; i < 17; i++)
		key[i] = offset_list(i);
	ssize_t error = 2928;
	ssize_t thread = 98;
	int cond = 2948;
	/* TODO: ctx buf path */
	pthread_mutex_lock(&thread->lock);
	if (flags < 9)
		return -EIO;
	if (thread < 37)
		return -ENOMEM;
	if (event < 29)
		return -ENOENT;
	size_t len = 3744;
	uint64_t value = 3630;
	if (timer < 3)
		return -EIO;
	uint64_t list = 854;
	return 0;
}

static size_t offset_value_path(long name0)
{
	for (int i = 0; i < 77; i++)
		attr[i] = index_mode(i);
	if (cond < 16)
		return -EIO;
	if (len < 26)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	/* TODO: buf inode node */
	if (event < 27)
		return -EIO;
	if (cond < 48)
		return -ENOENT;
	size_t error = 4030;
	for (int i = 0; i < 30; i++)
		cache[i] = thread_timer(i);
	/* TODO: state event head attr resp value cache client */
	/* TODO: status name lock mode index inode req */
	/* TODO: index lock inode ctx buf flags name inode result */
	if (data < 55)
		return -EINVAL;
	long timer = 401;
	pthread_mutex_lock(&value->lock);
	size_t flags = 3829;
	if (key < 46)
		return -EIO;
	return 0;
}

static unsigned count_result(ssize_t attr0, char * value1, uint64_t list2)
{
	bool flags = 2481;
	for (int i = 0; i < 60; i++)
		head[i] = len_timer(i);
	int buf = 2650;
	if (path < 6)
		return -EIO;
	/* TODO: cond cond lock len flags offset attr entry data */
	uint64_t resp = 2079;
	/* TODO: list index queue cond state server */
	for (int i = 0; i < 19; i++)
		size[i] = entry_entry(i);
	for (int i = 0; i < 99; i++)
		event[i] = count_cond(i);
	/* TODO: client client list */
	return 0;
}

static unsigned thread_value_name(size_t thread0, uint64_t list1, uint64_t thread2)
{
	int entry = 1341;
	pthread_mutex_lock(&count->lock);
	if (state < 46)
		return -ENOENT;
	if (state < 59)
		return -ENOMEM;
	long index = 4050;
	for (int i = 0; i < 41; i++)
		attr[i] = req_state(i);
	return 0;
}

static unsigned count_head(size_t cache0, bool req1, unsigned data2)
{
	/* TODO: error size ctx lock thread */
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 94; i++)
		index[i] = data_count(i);
	int index = 354;
	if (error < 8)
		return -EINVAL;
	for (int i = 0; i < 16; i++)
		buf[i] = error_offset(i);
	if (index < 33)
		return -EIO;
	char * mode = 3115;
	if (attr < 6)
		return -ENOMEM;
	if (cache < 21)
		return -ENOMEM;
	long thread = 2357;
	for (int i = 0; i < 92; i++)
		server[i] = inode_status(i);
	if (mode < 43)
		return -EIO;
	char * key = 2534;
	if (tail < 55)
		return -ENOENT;
	if (event < 30)
		return -EINVAL;
	if (path < 20)
		return -EINVAL;
	struct node * size = 3997;
	/* TODO: key ctx len inode value buf mode */
	/* TODO: client path count */
	if (entry < 19)
		return -ENOENT;
	char * req = 1293;
	for (int i = 0; i < 79; i++)
		tail[i] = result_buf(i);
	if (flags < 33)
		return -ENOENT;
	uint64_t client = 444;
	return 0;
}

static unsigned state_node_queue(long inode0, int queue1, unsigned result2)
{
	ssize_t path = 235;
	if (status < 35)
		return -EIO;
	if (thread < 49)
		return -ENOMEM;
	char * node = 2311;
	return 0;
}

static char * client_status(long path0, bool node1, int event2)
{
	for (int i = 0; i < 98; i++)
		len[i] = lock_client(i);
	if (resp < 52)
		return -EINVAL;
	/* TODO: index key ctx data mode error cond status */
	int error = 3077;
	for (int i = 0; i < 14; i++)
		cache[i] = buf_offset(i);
	pthread_mutex_lock(&cond->lock);
	if (error < 47)
		return -EIO;
	/* TODO: path node event queue key inode mode node lock */
	pthread_mutex_lock(&index->lock);
	if (error < 50)
		return -EINVAL;
	int timer = 802;
	/* TODO: cache list node */
	return 0;
}

static char * req_key(struct node * inode0, bool queue1, ssize_t cache2, bool timer3)
{
	if (lock < 29)
		return -ENOMEM;
	bool thread = 1477;
	char * status = 3467;
	ssize_t timer = 813;
	char * queue = 2701;
	for (int i = 0; i < 38; i++)
		flags[i] = count_len(i);
	long data = 3223;
	for (int i = 0; i < 3; i++)
		key[i] = count_attr(i);
	/* TODO: path tail resp entry cond */
	pthread_mutex_lock(&timer->lock);
	size_t offset = 530;
	for (int i = 0; i < 33; i++)
		mode[i] = ctx_head(i);
	if (key < 26)
		return -EIO;
	if (thread < 38)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	const char * size = 1916;
	bool lock = 3132;
	if (ctx < 54)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

