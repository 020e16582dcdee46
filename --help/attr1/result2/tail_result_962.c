/* tail_result_962.c — generated benchmark file 962 */
#include <stdio.h>
#include <errno.h>

static char * tail_name_lock(size_t timer0, uint64_t len1, char * len2, struct node * size3)
{
	char * server = 4084;
	size_t entry = 3918;
	/* TODO: path head flags list cond */
	int offset = 279;
	pthread_mutex_lock(&lock->lock);
	struct node * attr = 3594;
	ssize_t entry = 1204;
	if (key < 51)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	return 0;
}

