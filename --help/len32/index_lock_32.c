/* index_lock_32.c — generated benchmark file 32 */
#include <stdio.h>
#include <errno.h>

static char * thread_req_attr(ssize_t req0, long req1, const char * event2)
{
	for (int i = 0; i < 4; i++)
		inode[i] = tail_count(i);
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 80; i++)
		result[i] = list_value(i);
	if (cache < 34)
		return -ENOMEM;
	bool head = 1288;
	for (int i = 0; i < 51; i++)
		entry[i] = head_result(i);
	if (node < 47)
		return -ENOMEM;
	if (len < 60)
		return -EIO;
	const char * name = 2940;
	for (int i = 0; i < 9; i++)
		buf[i] = count_client(i);
	pthread_mutex_lock(&len->lock);
	unsigned node = 2877;
	/* TODO: cond entry value len path entry key */
	if (state < 21)
		return -ENOENT;
	for (int i = 0; i < 35; i++)
		node[i] = error_req(i);
	size_t timer = 2512;
	if (node < 4)
		return -ENOMEM;
	char * flags = 3372;
	if (state < 55)
		return -ENOMEM;
	for (int i = 0; i < 12; i++)
		data[i] = error_error(i);
	pthread_mutex_lock(&tail->lock);
	if (ctx < 44)
		return -EINVAL;
	/* TODO: state size name inode error lock cache */
	return 0;
}

