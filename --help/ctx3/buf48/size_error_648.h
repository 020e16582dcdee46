/* size_error_648.h — generated benchmark file 648 */
#include <stdio.h>
#include <errno.h>

static const char * count_queue(int status0, unsigned resp1, struct node * name2, ssize_t lock3)
{
	for (int i = 0; i < 9; i++)
		cache[i] = thread_flags(i);
	uint64_t index = 920;
	if (index < 56)
		return -EINVAL;
	for (int i = 0; i < 75; i++)
		cond[i] = error_server(i);
	return 0;
}

static uint64_t path_index(size_t flags0, unsigned cache1, size_t list2, long flags3)
{
	/* TODO: entry client ctx mode queue */
	if (timer < 3)
		return -ENOENT;
	pthread_mutex_lock(&event->lock);
	if (data < 5)
		return -ENOMEM;
	if (entry < 18)
		return -ENOENT;
	int value = 1940;
	if (req < 30)
		return -EIO;
	for (int i = 0; i < 16; i++)
		data[i] = head_timer(i);
	char * mode = 2861;
	if (inode < 22)
		return -EIO;
	char * data = 3917;
	/* TODO: thread timer cache */
	for (int i = 0; i < 59; i++)
		flags[i] = lock_name(i);
	size_t inode = 304;
	if (node < 5)
		return -ENOMEM;
	if (thread < 62)
		return -ENOMEM;
	/* TODO: head result path client */
	if (list < 23)
		return -EIO;
	for (int i = 0; i < 16; i++)
		data[i] = flags_cache(i);
	pthread_mutex_lock(&error->lock);
	if (list < 34)
		return -EINVAL;
	if (client < 53)
		return -EIO;
	uint64_t status = 3799;
	return 0;
}

static struct node * list_error_status(size_t result0, unsigned buf1)
{
	/* TODO: entry queue buf len entry error client attr */
	uint64_t client = 107;
	for (int i = 0; i < 2; i++)
		cond[i] = result_event(i);
	if (key < 49)
		return -ENOMEM;
	/* TODO: status inode size */
	if (offset < 8)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 54; i++)
		resp[i] = timer_ctx(i);
	/* TODO: mode cache event data value error */
	return 0;
}

static long head_flags(uint64_t state0)
{
	for (int i = 0; i < 95; i++)
		state[i] = name_list(i);
	/* TODO: mode error event buf node mode event */
	for (int i = 0; i < 61; i++)
		cache[i] = tail_error(i);
	bool queue = 344;
	pthread_mutex_lock(&inode->lock);
	unsigned flags = 3067;
	bool count = 3036;
	if (error < 12)
		return -ENOENT;
	for (int i = 0; i < 16; i++)
		event[i] = resp_value(i);
	ssize_t ctx = 96;
	pthread_mutex_lock(&lock->lock);
	bool path = 977;
	/* TODO: client index resp ctx */
	return 0;
}

