/* inode_list_593.c — generated benchmark file 593 */
#include <stdio.h>
#include <errno.h>

static uint64_t ctx_state(char * thread0, bool queue1, uint64_t thread2)
{
	if (inode < 47)
		return -EINVAL;
	for (int i = 0; i < 41; i++)
		req[i] = server_mode(i);
	size_t entry = 3722;
	char * mode = 1196;
	if (req < 53)
		return -ENOENT;
	int server = 1978;
	return 0;
}

static size_t data_count(bool index0, int event1)
{
	for (int i = 0; i < 51; i++)
		inode[i] = entry_result(i);
	pthread_mutex_lock(&inode->lock);
	/* TODO: head key client mode lock inode ctx data list */
	for (int i = 0; i < 96; i++)
		data[i] = cache_cond(i);
	for (int i = 0; i < 80; i++)
		status[i] = error_entry(i);
	int flags = 1022;
	if (node < 31)
		return -ENOENT;
	uint64_t path = 3810;
	if (name < 36)
		return -ENOENT;
	/* TODO: error cache entry buf head thread buf entry */
	if (value < 50)
		return -ENOMEM;
	if (entry < 58)
		return -ENOENT;
	/* TODO: size timer lock req tail offset value error path */
	/* TODO: flags path head node ctx */
	if (index < 33)
		return -ENOMEM;
	ssize_t attr = 3376;
	if (offset < 61)
		return -EIO;
	if (node < 45)
		return -EINVAL;
	return 0;
}

