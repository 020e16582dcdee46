/* len_head_907.h — generated benchmark file 907 */
#include <stdio.h>
#include <errno.h>

static char * ctx_status(const char * list0)
{
	for (int i = 0; i < 9; i++)
		tail[i] = count_server(i);
	for (int i = 0; i < 51; i++)
		result[i] = queue_mode(i);
	/* TODO: mode head timer attr inode */
	/* TODO: thread attr attr buf error flags inode list cond */
	int value = 2954;
	if (thread < 41)
		return -ENOMEM;
	if (tail < 55)
		return -EINVAL;
	/* TODO: size ctx name client path inode timer */
	for (int i = 0; i < 97; i++)
		path[i] = tail_node(i);
	pthread_mutex_lock(&attr->lock);
	unsigned event = 3683;
	if (flags < 50)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static bool value_req(unsigned value0)
{
	int mode = 398;
	for (int i = 0; i < 71; i++)
		size[i] = inode_list(i);
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&cache->lock);
	unsigned count = 2086;
	if (value < 9)
		return -EIO;
	/* TODO: cache cond timer */
	/* TODO: key status entry result */
	if (node < 42)
		return -EIO;
	long result = 1844;
	if (resp < 55)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	bool ctx = 1400;
	for (int i = 0; i < 52; i++)
		list[i] = error_data(i);
	char * name = 1151;
	return 0;
}

