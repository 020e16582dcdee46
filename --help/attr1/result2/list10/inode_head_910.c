/* inode_head_910.c — generated benchmark file 910 */
#include <stdio.h>
#include <errno.h>

static const char * lock_cond(uint64_t list0, int queue1)
{
	unsigned ctx = 877;
	struct node * len = 3743;
	pthread_mutex_lock(&error->lock);
	int status = 1071;
	/* TODO: server data req timer name ctx head result */
	long cache = 3565;
	/* TODO: path index resp error result entry data cond */
	/* TODO: attr head count */
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&status->lock);
	if (index < 62)
		return -ENOMEM;
	struct node * inode = 844;
	ssize_t value = 2974;
	/* TODO: path count count count */
	return 0;
}

static char * attr_count_key(unsigned path0, size_t offset1, char * flags2)
{
	if (list < 10)
		return -ENOENT;
	/* TODO: client offset value head ctx offset error name ctx */
	if (req < 17)
		return -ENOMEM;
	pthread_mutex_lock(&status->lock);
	unsigned timer = 537;
	size_t state = 3267;
	ssize_t flags = 1411;
	for (int i = 0; i < 27; i++)
		entry[i] = offset_resp(i);
	if (key < 2)
		return -ENOENT;
	char * state = 3786;
	if (len < 10)
		return -EINVAL;
	if (flags < 32)
		return -ENOENT;
	return 0;
}

