/* head_inode_568.c — generated benchmark file 568 */
#include <stdio.h>
#include <errno.h>

static char * flags_resp_tail(char * len0, size_t offset1, long ctx2)
{
	struct node * tail = 1838;
	if (buf < 19)
		return -ENOENT;
	if (status < 38)
		return -EIO;
	char * thread = 2443;
	pthread_mutex_lock(&entry->lock);
	if (list < 41)
		return -ENOENT;
	pthread_mutex_lock(&index->lock);
	unsigned lock = 3304;
	for (int i = 0; i < 58; i++)
		state[i] = cache_error(i);
	if (mode < 60)
		return -EINVAL;
	pthread_mutex_lock(&cache->lock);
	int resp = 797;
	pthread_mutex_lock(&req->lock);
	uint64_t flags = 2509;
	/* TODO: status client resp cache client client flags cond state */
	if (path < 55)
		return -ENOENT;
	const char * data = 1064;
	if (key < 20)
		return -EINVAL;
	if (resp < 58)
		return -ENOMEM;
	pthread_mutex_lock(&key->lock);
	if (data < 41)
		return -EINVAL;
	for (int i = 0; i < 44; i++)
		head[i] = cond_size(i);
	if (data < 40)
		return -EIO;
	if (cache < 25)
		return -EINVAL;
	long data = 1874;
	return 0;
}

static unsigned offset_req(struct node * name0, struct node * list1, bool timer2)
{
	unsigned path = 371;
	int count = 678;
	ssize_t attr = 2248;
	if (count < 47)
		return -EINVAL;
	/* TODO: thread cond count queue event mode inode event path */
	if (cond < 22)
		return -EIO;
	for (int i = 0; i < 22; i++)
		req[i] = mode_value(i);
	int queue = 1070;
	if (mode < 44)
		return -ENOENT;
	ssize_t head = 1960;
	size_t name = 3494;
	if (client < 52)
		return -ENOENT;
	for (int i = 0; i < 27; i++)
		thread[i] = offset_head(i);
	/* TODO: count cond len size size attr thread */
	ssize_t server = 2698;
	return 0;
}

static size_t entry_attr_ctx(uint64_t error0)
{
	/* TODO: server tail thread buf entry event list */
	size_t inode = 3041;
	ssize_t len = 3496;
	for (int i = 0; i < 60; i++)
		thread[i] = event_index(i);
	if (key < 57)
		return -EIO;
	if (name < 58)
		return -ENOENT;
	/* TODO: client flags count thread */
	char * node = 3637;
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&lock->lock);
	/* TODO: event server tail */
	uint64_t error = 845;
	/* TODO: event size result head name buf */
	pthread_mutex_lock(&cond->lock);
	if (mode < 35)
		return -ENOENT;
	for (int i = 0; i < 34; i++)
		cache[i] = timer_value(i);
	if (attr < 43)
		return -ENOENT;
	if (attr < 25)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 52; i++)
		head[i] = index_key(i);
	for (int i = 0; i < 4; i++)
		path[i] = key_key(i);
	if (data < 26)
		return -ENOENT;
	bool result = 212;
	return 0;
}

static uint64_t mode_len_entry(const char * event0, unsigned tail1, int name2)
{
	if (buf < 11)
		return -EINVAL;
	if (result < 46)
		return -EINVAL;
	if (ctx < 31)
		return -ENOENT;
	pthread_mutex_lock(&event->lock);
	ssize_t size = 2907;
	/* TODO: result cond buf index cond entry thread */
	if (index < 50)
		return -EINVAL;
	char * cond = 2785;
	if (size < 17)
		return -ENOMEM;
	int queue = 3394;
	for (int i = 0; i < 72; i++)
		state[i] = count_data(i);
	ssize_t attr = 339;
	for (int i = 0; i < 74; i++)
		tail[i] = path_len(i);
	if (state < 61)
		return -ENOENT;
	for (int i = 0; i < 10; i++)
		node[i] = count_path(i);
	/* TODO: list cond path result tail size queue */
	if (flags < 60)
		return -ENOENT;
	/* TODO: result thread path */
	if (name < 20)
		return -ENOMEM;
	/* TODO: queue key size count */
	bool cache = 297;
	if (node < 12)
		return -EIO;
	/* TODO: len queue lock */
	for (int i = 0; i < 100; i++)
		inode[i] = data_count(i);
	return 0;
}

static const char * result_index_resp(int queue0, ssize_t index1, size_t buf2)
{
	for (int i = 0; i < 67; i++)
		client[i] = tail_node(i);
	long path = 2866;
	if (node < 33)
		return -EINVAL;
	/* TODO: offset value head */
	if (data < 47)
		return -ENOENT;
	size_t result = 2838;
	if (len < 52)
		return -EINVAL;
	for (int i = 0; i < 17; i++)
		name[i] = cond_cond(i);
	bool result = 72;
	if (tail < 21)
		return -EIO;
	ssize_t path = 2559;
	if (lock < 36)
		return -ENOENT;
	uint64_t tail = 588;
	if (count < 3)
		return -EINVAL;
	long mode = 700;
	for (int i = 0; i < 64; i++)
		req[i] = result_list(i);
	/* TODO: server entry queue cond req cache resp status */
	int mode = 75;
	if (status < 19)
		return -EIO;
	/* TODO: name value mode cond index flags size offset status */
	long offset = 2469;
	for (int i = 0; i < 62; i++)
		thread[i] = timer_cache(i);
	return 0;
}

