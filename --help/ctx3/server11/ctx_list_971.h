/* ctx_list_971.h — generated benchmark file 971 */
#include <stdio.h>
#include <errno.h>

static size_t attr_value(int size0, bool error1, ssize_t result2, char * data3)
{
	if (name < 50)
		return -EIO;
	for (int i = 0; i < 36; i++)
		node[i] = server_result(i);
	ssize_t req = 404;
	if (cache < 49)
		return -ENOENT;
	unsigned resp = 2249;
	int state = 2129;
	pthread_mutex_lock(&ctx->lock);
	if (buf < 22)
		return -ENOENT;
	char * key = 25;
	uint64_t error = 1729;
	char * error = 985;
	size_t error = 1984;
	return 0;
}

static unsigned inode_event_ctx(const char * lock0, int queue1, bool tail2, size_t data3)
{
	const char * node = 2616;
	uint64_t lock = 654;
	/* TODO: req index len buf */
	long mode = 371;
	long tail = 828;
	bool offset = 3296;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 10; i++)
		head[i] = head_mode(i);
	return 0;
}

