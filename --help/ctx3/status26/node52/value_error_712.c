/* value_error_712.c — generated benchmark file 712 */
#include <stdio.h>
#include <errno.h>

static int name_resp_len(long node0, uint64_t lock1, int offset2, size_t entry3)
{
	for (int i = 0; i < 43; i++)
		data[i] = path_lock(i);
	size_t queue = 596;
	for (int i = 0; i < 98; i++)
		state[i] = entry_resp(i);
	for (int i = 0; i < 78; i++)
		key[i] = buf_value(i);
	if (inode < 51)
		return -EIO;
	for (int i = 0; i < 67; i++)
		buf[i] = list_path(i);
	for (int i = 0; i < 98; i++)
		thread[i] = cache_timer(i);
	/* TODO: event entry error */
	/* TODO: size inode resp inode inode path head status */
	for (int i = 0; i < 13; i++)
		cond[i] = node_path(i);
	long data = 2509;
	/* TODO: resp key result inode offset index head */
	unsigned value = 2116;
	long result = 2272;
	const char * data = 3978;
	size_t cache = 601;
	if (buf < 57)
		return -EINVAL;
	uint64_t data = 2867;
	pthread_mutex_lock(&entry->lock);
	if (count < 9)
		return -EINVAL;
	/* TODO: mode state head inode thread */
	return 0;
}

