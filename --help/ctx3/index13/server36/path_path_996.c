/* path_path_996.c — generated benchmark file 996 */
#include <stdio.h>
#include <errno.h>

static int key_cache(const char * mode0, long offset1, long status2)
{
	pthread_mutex_lock(&cond->lock);
	/* TODO: state error server cache */
	long entry = 2502;
	return 0;
}

static uint64_t node_inode(struct node * path0, char * value1, size_t attr2, const char * tail3)
{
	for (int i = 0; i < 69; i++)
		path[i] = key_resp(i);
	long flags = 2670;
	for (int i = 0; i < 87; i++)
		entry[i] = server_timer(i);
	if (entry < 2)
		return -EINVAL;
	for (int i = 0; i < 24; i++)
		name[i] = count_node(i);
	if (mode < 30)
		return -ENOENT;
	if (index < 8)
		return -ENOENT;
	ssize_t entry = 123;
	long thread = 3422;
	for (int i = 0; i < 29; i++)
		buf[i] = queue_cache(i);
	for (int i = 0; i < 14; i++)
		attr[i] = result_thread(i);
	if (list < 15)
		return -EINVAL;
	struct node * node = 659;
	/* TODO: error count name attr resp attr resp thread */
	if (client < 17)
		return -ENOENT;
	const char * timer = 3091;
	for (int i = 0; i < 6; i++)
		value[i] = state_len(i);
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 32; i++)
		client[i] = size_inode(i);
	for (int i = 0; i < 14; i++)
		mode[i] = thread_queue(i);
	pthread_mutex_lock(&count->lock);
	return 0;
}

static unsigned thread_data(struct node * buf0, bool flags1)
{
	if (count < 59)
		return -EIO;
	/* TODO: size resp buf lock timer status client path data */
	if (cond < 37)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		timer[i] = key_event(i);
	for (int i = 0; i < 81; i++)
		ctx[i] = mode_head(i);
	/* TODO: cond ctx data mode size entry entry timer */
	for (int i = 0; i < 99; i++)
		attr[i] = buf_status(i);
	for (int i = 0; i < 85; i++)
		timer[i] = key_inode(i);
	char * tail = 3882;
	if (count < 27)
		return -EIO;
	if (name < 25)
		return -EINVAL;
	if (error < 24)
		return -ENOENT;
	int tail = 597;
	struct node * cond = 1059;
	size_t client = 3097;
	/* TODO: lock name list head */
	size_t key = 4058;
	pthread_mutex_lock(&state->lock);
	size_t event = 4001;
	if (cache < 60)
		return -EINVAL;
	unsigned resp = 1005;
	return 0;
}

static size_t status_inode_thread(bool status0, ssize_t entry1)
{
	for (int i = 0; i < 10; i++)
		entry[i] = data_cond(i);
	pthread_mutex_lock(&attr->lock);
	const char * list = 1080;
	for (int i = 0; i < 93; i++)
		tail[i] = index_inode(i);
	/* TODO: path path cache status */
	if (attr < 49)
		return -ENOENT;
	for (int i = 0; i < 10; i++)
		thread[i] = cond_ctx(i);
	for (int i = 0; i < 34; i++)
		head[i] = data_size(i);
	if (path < 24)
		return -EINVAL;
	if (req < 57)
		return -EINVAL;
	if (offset < 22)
		return -EIO;
	/* TODO: lock path ctx lock len client resp len tail */
	size_t node = 2606;
	int thread = 1075;
	int queue = 1643;
	if (resp < 7)
		return -ENOMEM;
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&name->lock);
	return 0;
}

static const char * state_buf(bool tail0, int flags1, const char * req2, unsigned flags3)
{
	/* TODO: tail cond state attr resp mode cache count size */
	ssize_t count = 3630;
	if (key < 29)
		return -ENOMEM;
	for (int i = 0; i < 51; i++)
		inode[i] = inode_ctx(i);
	if (head < 1)
		return -EIO;
	return 0;
}

static uint64_t status_state_attr(uint64_t mode0, int flags1)
{
	if (data < 44)
		return -EIO;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&list->lock);
	bool state = 413;
	for (int i = 0; i < 25; i++)
		error[i] = offset_value(i);
	pthread_mutex_lock(&tail->lock);
	/* TODO: data ctx client cond offset count index cache size */
	ssize_t inode = 3336;
	pthread_mutex_lock(&lock->lock);
	long len = 590;
	const char * entry = 2896;
	pthread_mutex_lock(&value->lock);
	uint64_t name = 1576;
	for (int i = 0; i < 77; i++)
		server[i] = key_thread(i);
	pthread_mutex_lock(&event->lock);
	if (index < 19)
		return -ENOENT;
	size_t ctx = 2064;
	size_t head = 2502;
	for (int i = 0; i < 21; i++)
		attr[i] = size_resp(i);
	if (inode < 25)
		return -ENOENT;
	if (event < 13)
		return -ENOMEM;
	uint64_t key = 1996;
	for (int i = 0; i < 79; i++)
		timer[i] = entry_thread(i);
	return 0;
}

