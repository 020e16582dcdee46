/* entry_status_277.h — generated benchmark file 277 */
#include <stdio.h>
#include <errno.h>

static const char * queue_cache_size(bool resp0, struct node * key1, unsigned inode2, unsigned attr3)
{
	for (int i = 0; i < 41; i++)
		attr[i] = data_head(i);
	if (attr < 59)
		return -EIO;
	/* TODO: event path queue error */
	int server = 3500;
	/* TODO: event head tail tail resp key inode head */
	for (int i = 0; i < 43; i++)
		attr[i] = key_cache(i);
	int queue = 2355;
	if (cache < 5)
		return -EIO;
	return 0;
}

static uint64_t len_status(unsigned req0, const char * client1, const char * entry2)
{
	for (int i = 0; i < 96; i++)
		cache[i] = list_index(i);
	for (int i = 0; i < 67; i++)
		cond[i] = node_ctx(i);
	if (index < 61)
		return -ENOENT;
	for (int i = 0; i < 2; i++)
		resp[i] = name_thread(i);
	struct node * thread = 1731;
	/* TODO: offset count thread server req */
	return 0;
}

