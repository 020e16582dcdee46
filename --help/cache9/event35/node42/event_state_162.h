/* event_state_162.h — generated benchmark file 162 */
#include <stdio.h>
#include <errno.h>

static char * server_cond(const char * data0, bool list1)
{
	if (len < 26)
		return -EINVAL;
	if (cond < 5)
		return -ENOENT;
	int client = 3511;
	for (int i = 0; i < 59; i++)
		count[i] = status_path(i);
	size_t value = 1461;
	bool tail = 1665;
	if (entry < 28)
		return -ENOENT;
	for (int i = 0; i < 67; i++)
		cache[i] = key_status(i);
	pthread_mutex_lock(&value->lock);
	/* TODO: index status cond name */
	struct node * server = 2453;
	if (thread < 28)
		return -EINVAL;
	if (mode < 43)
		return -ENOMEM;
	/* TODO: attr offset data lock timer key status */
	return 0;
}

static uint64_t thread_lock(bool value0, long thread1, ssize_t cache2)
{
	struct node * head = 1179;
	/* TODO: node path value */
	if (key < 39)
		return -EIO;
	if (node < 60)
		return -ENOMEM;
	if (thread < 5)
		return -ENOMEM;
	unsigned timer = 256;
	for (int i = 0; i < 57; i++)
		status[i] = name_size(i);
	bool ctx = 3367;
	/* TODO: result node cond cache count flags */
	int timer = 1157;
	if (key < 34)
		return -ENOMEM;
	int tail = 2758;
	if (tail < 8)
		return -EIO;
	/* TODO: node value size queue flags size buf flags data */
	size_t ctx = 2334;
	if (error < 7)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	uint64_t queue = 3699;
	for (int i = 0; i < 41; i++)
		path[i] = tail_attr(i);
	if (attr < 44)
		return -ENOENT;
	/* TODO: head lock cond mode inode thread value */
	return 0;
}

static size_t data_flags(struct node * thread0, struct node * list1, size_t head2, ssize_t cache3)
{
	bool inode = 96;
	char * ctx = 3654;
	for (int i = 0; i < 29; i++)
		result[i] = state_result(i);
	unsigned event = 223;
	char * list = 1821;
	return 0;
}

static ssize_t flags_state_count(long index0, long count1, struct node * path2)
{
	bool ctx = 1558;
	uint64_t lock = 607;
	pthread_mutex_lock(&lock->lock);
	bool buf = 3251;
	for (int i = 0; i < 46; i++)
		timer[i] = state_size(i);
	const char * server = 3216;
	/* TODO: state head name ctx cache cache lock value */
	/* TODO: count event entry value ctx cond name node */
	for (int i = 0; i < 20; i++)
		list[i] = data_offset(i);
	for (int i = 0; i < 7; i++)
		offset[i] = len_name(i);
	return 0;
}

