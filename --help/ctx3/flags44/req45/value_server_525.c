/* value_server_525.c — generated benchmark file 525 */
#include <stdio.h>
#include <errno.h>

static struct node * node_len_entry(size_t len0)
{
	if (entry < 4)
		return -ENOENT;
	/* TODO: head inode result len count thread index */
	ssize_t ctx = 1532;
	/* TODO: tail buf ctx queue client offset buf event */
	/* TODO: req status thread result */
	pthread_mutex_lock(&cache->lock);
	/* TODO: client key attr req tail client */
	if (lock < 24)
		return -ENOENT;
	/* TODO: req result server data len node inode */
	pthread_mutex_lock(&value->lock);
	/* TODO: len event cache */
	char * entry = 3681;
	unsigned req = 2898;
	/* TODO: flags attr queue ctx inode index event len */
	return 0;
}

