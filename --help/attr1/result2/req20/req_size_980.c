/* req_size_980.c — generated benchmark file 980 */
#include <stdio.h>
#include <errno.h>

static const char * cond_data_event(char * value0, long state1, struct node * index2)
{
	pthread_mutex_lock(&head->lock);
	unsigned inode = 562;
	/* TODO: resp state queue attr server client flags */
	for (int i = 0; i < 49; i++)
		path[i] = tail_server(i);
	if (attr < 27)
		return -ENOMEM;
	for (int i = 0; i < 18; i++)
		queue[i] = path_cond(i);
	if (node < 51)
		return -ENOMEM;
	unsigned value = 384;
	/* TODO: len name ctx path count queue result */
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&cond->lock);
	size_t index = 926;
	return 0;
}

static long error_len(struct node * event0)
{
	for (int i = 0; i < 90; i++)
		buf[i] = client_status(i);
	if (cache < 25)
		return -EIO;
	if (resp < 5)
		return -ENOENT;
	uint64_t resp = 3315;
	bool data = 854;
	/* TODO: value server resp data */
	/* TODO: req client req result count data count */
	bool value = 816;
	uint64_t timer = 236;
	/* TODO: node index ctx index */
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&error->lock);
	long mode = 2017;
	pthread_mutex_lock(&flags->lock);
	unsigned key = 1283;
	char * offset = 1342;
	return 0;
}

