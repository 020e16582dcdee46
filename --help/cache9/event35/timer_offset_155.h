/* timer_offset_155.h — generated benchmark file 155 */
#include <stdio.h>
#include <errno.h>

static struct node * cache_server_thread(ssize_t error0, long status1, uint64_t inode2, unsigned event3)
{
	for (int i = 0; i < 87; i++)
		result[i] = queue_error(i);
	if (buf < 54)
		return -ENOENT;
	bool cache = 3870;
	unsigned node = 3142;
	if (entry < 17)
		return -ENOMEM;
	for (int i = 0; i < 41; i++)
		len[i] = result_client(i);
	ssize_t cache = 2317;
	char * error = 1196;
	char * data = 2465;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&len->lock);
	return 0;
}

static uint64_t resp_attr(bool inode0, bool inode1, uint64_t head2, struct node * resp3)
{
	if (size < 31)
		return -EIO;
	if (queue < 31)
		return -ENOENT;
	for (int i = 0; i < 91; i++)
		flags[i] = size_event(i);
	if (event < 21)
		return -ENOMEM;
	if (state < 13)
		return -ENOMEM;
	for (int i = 0; i < 46; i++)
		index[i] = queue_entry(i);
	bool mode = 2067;
	if (server < 26)
		return -EIO;
	struct node * buf = 3626;
	if (req < 42)
		return -ENOENT;
	if (event < 2)
		return -ENOENT;
	long cond = 2419;
	/* TODO: thread entry cache flags data */
	struct node * head = 3713;
	for (int i = 0; i < 10; i++)
		error[i] = server_node(i);
	bool mode = 3491;
	long server = 1063;
	for (int i = 0; i < 33; i++)
		list[i] = value_inode(i);
	pthread_mutex_lock(&event->lock);
	/* TODO: list tail queue value head value offset server */
	if (path < 28)
		return -ENOENT;
	return 0;
}

