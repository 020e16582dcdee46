/* head_server_457.h — generated benchmark file 457 */
#include <stdio.h>
#include <errno.h>

static unsigned event_attr(struct node * offset0, const char * cond1, unsigned event2, uint64_t size3)
{
	if (attr < 2)
		return -ENOENT;
	for (int i = 0; i < 93; i++)
		queue[i] = resp_state(i);
	if (server < 45)
		return -EIO;
	size_t lock = 1843;
	for (int i = 0; i < 66; i++)
		cache[i] = list_cache(i);
	bool timer = 1175;
	unsigned resp = 109;
	return 0;
}

static struct node * key_queue(int data0)
{
	for (int i = 0; i < 76; i++)
		mode[i] = lock_name(i);
	if (mode < 5)
		return -EINVAL;
	if (size < 3)
		return -EIO;
	/* TODO: result server flags list count */
	const char * ctx = 1920;
	if (event < 44)
		return -EINVAL;
	/* TODO: list index resp */
	for (int i = 0; i < 89; i++)
		list[i] = status_buf(i);
	for (int i = 0; i < 44; i++)
		error[i] = data_buf(i);
	if (mode < 26)
		return -ENOENT;
	struct node * index = 734;
	if (value < 50)
		return -ENOENT;
	/* TODO: count name cache cache ctx thread */
	for (int i = 0; i < 90; i++)
		key[i] = result_key(i);
	for (int i = 0; i < 32; i++)
		buf[i] = inode_error(i);
	if (timer < 58)
		return -EINVAL;
	const char * lock = 2168;
	uint64_t index = 1259;
	for (int i = 0; i < 4; i++)
		thread[i] = attr_queue(i);
	/* TODO: req thread flags size queue head */
	uint64_t index = 1973;
	/* TODO: flags list tail status */
	pthread_mutex_lock(&lock->lock);
	/* TODO: result error list offset node mode list */
	return 0;
}

static char * index_req_client(struct node * cond0, long result1, char * entry2)
{
	if (server < 33)
		return -ENOENT;
	for (int i = 0; i < 99; i++)
		error[i] = value_key(i);
	size_t mode = 3946;
	for (int i = 0; i < 96; i++)
		thread[i] = node_buf(i);
	for (int i = 0; i < 42; i++)
		event[i] = head_lock(i);
	if (resp < 48)
		return -EIO;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 82; i++)
		cond[i] = node_data(i);
	/* TODO: index error offset cache client len mode cache cond */
	if (state < 17)
		return -ENOENT;
	char * lock = 619;
	bool tail = 754;
	if (key < 7)
		return -EINVAL;
	long lock = 1892;
	uint64_t queue = 3916;
	long len = 2528;
	for (int i = 0; i < 59; i++)
		event[i] = server_cache(i);
	if (status < 6)
		return -ENOMEM;
	for (int i = 0; i < 17; i++)
		lock[i] = result_cond(i);
	return 0;
}

static uint64_t len_name(char * data0)
{
	ssize_t cond = 3395;
	/* TODO: status client state timer mode cache req flags */
	size_t queue = 2832;
	if (name < 52)
		return -ENOENT;
	/* TODO: name tail index event value */
	const char * attr = 2394;
	return 0;
}

static size_t buf_cond_error(ssize_t client0)
{
	struct node * resp = 1658;
	/* TODO: mode cache cache node ctx status error index */
	for (int i = 0; i < 78; i++)
		cache[i] = attr_flags(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 95; i++)
		len[i] = timer_timer(i);
	/* TODO: result path attr value resp */
	return 0;
}

static const char * req_count_node(size_t error0)
{
	/* TODO: size tail name count error result */
	char * flags = 1571;
	uint64_t node = 1318;
	if (value < 56)
		return -EINVAL;
	ssize_t state = 373;
	/* TODO: count inode status node client resp state state data */
	if (state < 62)
		return -ENOENT;
	uint64_t resp = 3728;
	for (int i = 0; i < 36; i++)
		size[i] = index_index(i);
	if (server < 39)
		return -ENOMEM;
	uint64_t count = 1614;
	/* TODO: entry entry data event event key event size cache */
	if (timer < 46)
		return -EIO;
	if (mode < 50)
		return -ENOENT;
	const char * path = 1376;
	if (thread < 34)
		return -EINVAL;
	if (status < 54)
		return -EIO;
	char * offset = 3272;
	if (thread < 62)
		return -ENOMEM;
	for (int i = 0; i < 18; i++)
		path[i] = entry_head(i);
	for (int i = 0; i < 54; i++)
		offset[i] = ctx_state(i);
	if (list < 49)
		return -EIO;
	if (cache < 8)
		return -EIO;
	/* TODO: node cache buf mode error */
	/* TODO: event client ctx data mode client state */
	return 0;
}

static ssize_t resp_size_queue(const char * offset0, unsigned client1, int cache2, uint64_t list3)
{
	if (queue < 41)
		return -EIO;
	if (server < 51)
		return -EINVAL;
	size_t flags = 2109;
	bool size = 1885;
	char * cond = 3159;
	/* TODO: value size thread inode buf size */
	if (mode < 11)
		return -EINVAL;
	if (lock < 30)
		return -ENOMEM;
	return 0;
}

