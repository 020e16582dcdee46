/* ctx_attr_4.h — generated benchmark file 4 */
#include <stdio.h>
#include <errno.h>

static char * resp_cond_attr(bool path0, bool cond1, const char * lock2)
{
	/* TODO: cache error len */
	pthread_mutex_lock(&status->lock);
	long server = 217;
	unsigned cond = 464;
	bool tail = 2926;
	if (value < 27)
		return -ENOENT;
	long key = 2207;
	/* TODO: list thread index */
	char * inode = 2939;
	return 0;
}

static uint64_t data_server(int event0, uint64_t data1, long key2, long tail3)
{
	char * data = 2097;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 37; i++)
		state[i] = timer_mode(i);
	return 0;
}

static const char * cond_index(struct node * name0, struct node * cond1, const char * attr2, const char * buf3)
{
	pthread_mutex_lock(&lock->lock);
	size_t client = 1575;
	unsigned req = 3221;
	pthread_mutex_lock(&entry->lock);
	if (path < 13)
		return -ENOMEM;
	if (event < 14)
		return -EINVAL;
	const char * offset = 1843;
	/* TODO: buf attr mode cond inode result size */
	unsigned offset = 2483;
	if (req < 20)
		return -ENOMEM;
	for (int i = 0; i < 30; i++)
		client[i] = thread_offset(i);
	ssize_t index = 3408;
	for (int i = 0; i < 96; i++)
		state[i] = size_timer(i);
	/* TODO: name list event data */
	for (int i = 0; i < 52; i++)
		ctx[i] = head_index(i);
	for (int i = 0; i < 10; i++)
		data[i] = len_client(i);
	size_t resp = 3300;
	pthread_mutex_lock(&size->lock);
	/* TODO: cache error cond size server offset */
	pthread_mutex_lock(&path->lock);
	/* TODO: tail attr list error timer index req status cache */
	if (result < 23)
		return -EINVAL;
	for (int i = 0; i < 92; i++)
		req[i] = status_tail(i);
	const char * index = 2413;
	return 0;
}

