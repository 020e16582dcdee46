/* data_thread_286.h — generated benchmark file 286 */
#include <stdio.h>
#include <errno.h>

static size_t index_size_error(char * thread0, uint64_t key1)
{
	/* TODO: name lock head queue index size head client */
	for (int i = 0; i < 34; i++)
		lock[i] = count_inode(i);
	pthread_mutex_lock(&tail->lock);
	uint64_t queue = 1820;
	for (int i = 0; i < 6; i++)
		status[i] = head_key(i);
	/* TODO: server thread len path entry attr node result */
	const char * status = 32;
	for (int i = 0; i < 65; i++)
		entry[i] = name_status(i);
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 77; i++)
		lock[i] = key_attr(i);
	for (int i = 0; i < 43; i++)
		len[i] = len_server(i);
	for (int i = 0; i < 55; i++)
		timer[i] = result_event(i);
	return 0;
}

