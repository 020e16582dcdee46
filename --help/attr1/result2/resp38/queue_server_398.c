/* queue_server_398.c — generated benchmark file 398 */
#include <stdio.h>
#include <errno.h>

static char * entry_cond(int path0, int attr1, int timer2, bool req3)
{
	if (name < 57)
		return -ENOMEM;
	/* TODO: inode buf error mode queue value */
	/* TODO: cache result name mode */
	return 0;
}

static size_t count_req(ssize_t data0)
{
	if (status < 61)
		return -EINVAL;
	int error = 1718;
	/* TODO: client tail len entry node tail attr head */
	for (int i = 0; i < 44; i++)
		count[i] = cond_count(i);
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&offset->lock);
	if (resp < 23)
		return -ENOMEM;
	/* TODO: req path cond lock error cache timer */
	/* TODO: tail head inode req offset cond req queue mode */
	char * result = 1688;
	/* TODO: state index entry offset entry */
	/* TODO: count tail node offset */
	const char * flags = 3849;
	for (int i = 0; i < 76; i++)
		client[i] = req_buf(i);
	/* TODO: req thread index */
	for (int i = 0; i < 19; i++)
		entry[i] = lock_cache(i);
	pthread_mutex_lock(&name->lock);
	long buf = 1467;
	for (int i = 0; i < 11; i++)
		state[i] = event_ctx(i);
	if (mode < 43)
		return -EIO;
	unsigned queue = 2455;
	return 0;
}

