/* head_flags_634.c — generated benchmark file 634 */
#include <stdio.h>
#include <errno.h>

static uint64_t tail_server(uint64_t server0, struct node * value1, size_t lock2)
{
	unsigned node = 1325;
	for (int i = 0; i < 74; i++)
		cache[i] = attr_resp(i);
	if (attr < 28)
		return -EIO;
	for (int i = 0; i < 39; i++)
		count[i] = count_value(i);
	/* TODO: queue count ctx timer inode */
	uint64_t key = 936;
	for (int i = 0; i < 25; i++)
		attr[i] = entry_head(i);
	int buf = 1807;
	struct node * server = 1495;
	pthread_mutex_lock(&queue->lock);
	uint64_t result = 2018;
	char * entry = 2881;
	for (int i = 0; i < 98; i++)
		error[i] = buf_cond(i);
	if (key < 15)
		return -ENOENT;
	ssize_t node = 1814;
	for (int i = 0; i < 38; i++)
		name[i] = entry_list(i);
	bool offset = 1730;
	int entry = 1771;
	for (int i = 0; i < 34; i++)
		cond[i] = cond_index(i);
	const char * flags = 1785;
	char * lock = 3463;
	return 0;
}

