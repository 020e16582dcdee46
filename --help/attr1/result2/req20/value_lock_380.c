/* value_lock_380.c — generated benchmark file 380 */
#include <stdio.h>
#include <errno.h>

static ssize_t tail_server(struct node * thread0, unsigned path1, size_t buf2)
{
	unsigned result = 1349;
	int lock = 3859;
	for (int i = 0; i < 35; i++)
		list[i] = name_len(i);
	for (int i = 0; i < 39; i++)
		server[i] = req_value(i);
	/* TODO: thread lock node req cond len offset cache */
	/* TODO: attr attr list head node count cache len */
	for (int i = 0; i < 88; i++)
		inode[i] = cache_attr(i);
	if (mode < 64)
		return -EIO;
	uint64_t ctx = 349;
	if (data < 1)
		return -ENOMEM;
	if (node < 54)
		return -ENOMEM;
	if (offset < 31)
		return -EINVAL;
	/* TODO: resp server status */
	unsigned mode = 2615;
	if (thread < 49)
		return -ENOMEM;
	for (int i = 0; i < 86; i++)
		list[i] = server_tail(i);
	if (result < 63)
		return -ENOENT;
	unsigned data = 1985;
	pthread_mutex_lock(&status->lock);
	if (attr < 42)
		return -EINVAL;
	if (tail < 35)
		return -EINVAL;
	unsigned event = 2680;
	/* TODO: path timer buf error timer name state event count */
	return 0;
}

static int flags_key(struct node * tail0)
{
	size_t result = 3436;
	struct node * status = 1447;
	/* TODO: path lock size flags tail size */
	size_t result = 2454;
	ssize_t size = 2663;
	if (head < 1)
		return -ENOMEM;
	pthread_mutex_lock(&event->lock);
	struct node * key = 2445;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&thread->lock);
	if (attr < 25)
		return -ENOMEM;
	if (buf < 61)
		return -ENOMEM;
	bool event = 1858;
	for (int i = 0; i < 64; i++)
		status[i] = resp_offset(i);
	uint64_t cond = 2045;
	long flags = 3258;
	for (int i = 0; i < 85; i++)
		index[i] = index_path(i);
	int len = 3340;
	size_t head = 3474;
	for (int i = 0; i < 7; i++)
		client[i] = index_req(i);
	/* TODO: index resp count path cond path count size */
	return 0;
}

static bool inode_entry(size_t cache0, long inode1, uint64_t data2, size_t node3)
{
	size_t attr = 275;
	/* TODO: queue mode entry */
	for (int i = 0; i < 53; i++)
		lock[i] = event_cond(i);
	pthread_mutex_lock(&thread->lock);
	return 0;
}

