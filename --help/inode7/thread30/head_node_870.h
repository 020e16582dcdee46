/* head_node_870.h — generated benchmark file 870 */
#include <stdio.h>
#include <errno.h>

static char * server_list_cache(char * len0, long key1, ssize_t thread2, unsigned name3)
{
	if (node < 33)
		return -ENOENT;
	if (req < 48)
		return -ENOENT;
	if (name < 31)
		return -ENOENT;
	if (list < 28)
		return -EINVAL;
	for (int i = 0; i < 87; i++)
		value[i] = status_data(i);
	bool resp = 4076;
	for (int i = 0; i < 53; i++)
		data[i] = attr_node(i);
	unsigned server = 1563;
	for (int i = 0; i < 11; i++)
		size[i] = head_client(i);
	if (client < 43)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 85; i++)
		cache[i] = mode_status(i);
	for (int i = 0; i < 6; i++)
		mode[i] = state_data(i);
	return 0;
}

