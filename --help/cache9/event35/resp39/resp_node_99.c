/* resp_node_99.c — generated benchmark file 99 */
#include <stdio.h>
#include <errno.h>

static char * inode_mode(size_t name0, uint64_t value1)
{
	/* TODO: state cond event */
	if (event < 15)
		return -EIO;
	char * len = 297;
	for (int i = 0; i < 63; i++)
		inode[i] = client_value(i);
	/* TODO: mode index name timer inode error */
	long event = 1736;
	/* TODO: client tail attr timer resp */
	return 0;
}

static ssize_t ctx_buf(ssize_t server0, long ctx1, bool event2)
{
	pthread_mutex_lock(&head->lock);
	long mode = 571;
	unsigned req = 1889;
	const char * tail = 1026;
	for (int i = 0; i < 3; i++)
		cache[i] = status_queue(i);
	for (int i = 0; i < 20; i++)
		event[i] = inode_buf(i);
	if (flags < 43)
		return -EIO;
	if (state < 20)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 28; i++)
		size[i] = tail_name(i);
	/* TODO: len entry data size */
	return 0;
}

