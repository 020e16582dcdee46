/* head_mode_30.c — generated benchmark file 30 */
#include <stdio.h>
#include <errno.h>

static uint64_t index_entry(ssize_t server0, char * event1, uint64_t len2)
{
	const char * req = 1253;
	/* TODO: index event req list client value thread cache client */
	if (resp < 43)
		return -ENOENT;
	char * status = 2087;
	const char * inode = 1948;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 63; i++)
		value[i] = data_node(i);
	if (state < 49)
		return -EIO;
	/* TODO: inode lock result */
	const char * inode = 2519;
	if (status < 36)
		return -EINVAL;
	unsigned flags = 2658;
	struct node * offset = 17;
	if (cond < 4)
		return -EINVAL;
	for (int i = 0; i < 42; i++)
		data[i] = list_attr(i);
	/* TODO: cache cache req count event index offset cond */
	for (int i = 0; i < 29; i++)
		req[i] = status_req(i);
	if (thread < 54)
		return -EIO;
	for (int i = 0; i < 75; i++)
		len[i] = list_ctx(i);
	/* TODO: req error index */
	for (int i = 0; i < 87; i++)
		cond[i] = client_client(i);
	pthread_mutex_lock(&client->lock);
	return 0;
}

