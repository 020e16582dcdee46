/* data_mode_370.h — generated benchmark file 370 */
#include <stdio.h>
#include <errno.h>

static const char * list_attr_flags(size_t req0)
{
	/* TODO: list index data */
	/* TODO: state cache head client req list thread head attr */
	/* TODO: count server server index mode index client list */
	struct node * error = 983;
	pthread_mutex_lock(&tail->lock);
	uint64_t count = 1337;
	int lock = 1273;
	/* TODO: error name tail queue mode timer flags */
	if (path < 63)
		return -ENOENT;
	char * count = 3171;
	for (int i = 0; i < 72; i++)
		flags[i] = attr_lock(i);
	uint64_t len = 2590;
	for (int i = 0; i < 31; i++)
		cond[i] = thread_entry(i);
	if (buf < 37)
		return -EIO;
	long list = 3705;
	if (offset < 13)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	if (size < 23)
		return -ENOMEM;
	char * queue = 2062;
	if (count < 7)
		return -ENOENT;
	/* TODO: size inode flags size */
	return 0;
}

static long value_error(bool req0, size_t status1)
{
	/* TODO: len ctx len attr result flags cond */
	pthread_mutex_lock(&ctx->lock);
	/* TODO: count cond buf value node lock queue tail req */
	if (flags < 16)
		return -EIO;
	if (cache < 4)
		return -ENOMEM;
	for (int i = 0; i < 77; i++)
		len[i] = entry_cache(i);
	return 0;
}

static ssize_t client_ctx(char * cache0)
{
	if (mode < 29)
		return -ENOMEM;
	pthread_mutex_lock(&timer->lock);
	if (count < 11)
		return -EINVAL;
	/* TODO: result cache cond len index data list */
	for (int i = 0; i < 23; i++)
		client[i] = path_state(i);
	bool cache = 2883;
	const char * req = 1389;
	pthread_mutex_lock(&len->lock);
	unsigned data = 1765;
	long ctx = 1688;
	if (inode < 12)
		return -EINVAL;
	unsigned inode = 1541;
	int queue = 2909;
	for (int i = 0; i < 30; i++)
		client[i] = thread_tail(i);
	return 0;
}

static ssize_t lock_inode(char * count0, unsigned event1)
{
	for (int i = 0; i < 11; i++)
		error[i] = buf_resp(i);
	bool path = 1432;
	/* TODO: thread attr status size path event cache ctx error */
	for (int i = 0; i < 43; i++)
		buf[i] = mode_mode(i);
	if (cache < 26)
		return -EINVAL;
	/* TODO: client size entry */
	unsigned event = 682;
	long queue = 1563;
	char * cond = 2767;
	bool len = 607;
	/* TODO: thread error error cond req name timer cache */
	uint64_t queue = 661;
	if (queue < 42)
		return -ENOMEM;
	pthread_mutex_lock(&entry->lock);
	return 0;
}

