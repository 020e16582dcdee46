/* mode_node_837.c — generated benchmark file 837 */
#include <stdio.h>
#include <errno.h>

static long name_cond(const char * value0, size_t status1)
{
	/* TODO: queue resp head value buf */
	if (entry < 35)
		return -EINVAL;
	struct node * mode = 2178;
	if (queue < 49)
		return -EINVAL;
	bool buf = 1622;
	/* TODO: count result entry mode head thread offset len ctx */
	if (offset < 63)
		return -ENOMEM;
	for (int i = 0; i < 99; i++)
		key[i] = size_entry(i);
	struct node * head = 1045;
	for (int i = 0; i < 39; i++)
		req[i] = buf_server(i);
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&cache->lock);
	/* TODO: tail value index count node mode size flags */
	unsigned mode = 3721;
	if (client < 43)
		return -ENOENT;
	for (int i = 0; i < 10; i++)
		client[i] = count_req(i);
	return 0;
}

