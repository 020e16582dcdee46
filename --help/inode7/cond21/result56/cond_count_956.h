/* cond_count_956.h — generated benchmark file 956 */
#include <stdio.h>
#include <errno.h>

static bool result_req_ctx(size_t req0, ssize_t list1)
{
	pthread_mutex_lock(&buf->lock);
	unsigned req = 3087;
	long state = 2981;
	for (int i = 0; i < 95; i++)
		inode[i] = client_lock(i);
	char * path = 2642;
	for (int i = 0; i < 94; i++)
		tail[i] = event_name(i);
	return 0;
}

static struct node * offset_data_status(struct node * offset0, bool result1, unsigned size2)
{
	if (resp < 1)
		return -EIO;
	pthread_mutex_lock(&data->lock);
	uint64_t event = 3959;
	if (key < 63)
		return -ENOENT;
	long path = 1369;
	for (int i = 0; i < 86; i++)
		buf[i] = client_path(i);
	ssize_t key = 2947;
	/* TODO: queue resp result buf status cache cond count */
	/* TODO: attr timer head name client head */
	/* TODO: thread inode queue inode buf */
	const char * path = 135;
	if (offset < 59)
		return -ENOENT;
	const char * len = 3080;
	for (int i = 0; i < 64; i++)
		lock[i] = path_server(i);
	for (int i = 0; i < 16; i++)
		offset[i] = offset_data(i);
	return 0;
}

