/* tail_flags_542.h — generated benchmark file 542 */
#include <stdio.h>
#include <errno.h>

static ssize_t flags_cond_count(char * data0)
{
	if (head < 51)
		return -EINVAL;
	for (int i = 0; i < 42; i++)
		server[i] = event_entry(i);
	size_t client = 1971;
	long offset = 1691;
	for (int i = 0; i < 55; i++)
		server[i] = client_queue(i);
	if (state < 22)
		return -EINVAL;
	if (thread < 61)
		return -ENOENT;
	if (buf < 23)
		return -EINVAL;
	for (int i = 0; i < 7; i++)
		tail[i] = req_queue(i);
	/* TODO: ctx status cond entry key event name */
	if (entry < 45)
		return -ENOENT;
	bool buf = 3628;
	for (int i = 0; i < 76; i++)
		key[i] = queue_list(i);
	const char * index = 3551;
	pthread_mutex_lock(&error->lock);
	if (data < 63)
		return -ENOENT;
	if (cache < 59)
		return -EIO;
	uint64_t cache = 1539;
	unsigned ctx = 246;
	/* TODO: len req inode cache flags index ctx list tail */
	size_t entry = 998;
	for (int i = 0; i < 40; i++)
		count[i] = req_list(i);
	return 0;
}

