/* timer_buf_318.c — generated benchmark file 318 */
#include <stdio.h>
#include <errno.h>

static unsigned result_name(const char * flags0, struct node * queue1, struct node * req2)
{
	int state = 2789;
	if (index < 39)
		return -EINVAL;
	const char * cond = 1397;
	int offset = 684;
	char * index = 1572;
	bool data = 667;
	pthread_mutex_lock(&offset->lock);
	const char * data = 2129;
	size_t event = 1439;
	if (node < 13)
		return -ENOMEM;
	for (int i = 0; i < 88; i++)
		entry[i] = result_lock(i);
	long thread = 2477;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 68; i++)
		status[i] = index_flags(i);
	if (buf < 20)
		return -EINVAL;
	/* TODO: offset tail value name */
	/* TODO: mode node req entry mode */
	return 0;
}

static uint64_t mode_name(unsigned event0, char * data1, struct node * error2, ssize_t lock3)
{
	if (attr < 38)
		return -ENOENT;
	if (count < 64)
		return -EINVAL;
	bool resp = 2006;
	/* TODO: buf event queue status resp error entry client status */
	long index = 431;
	uint64_t timer = 2745;
	const char * error = 592;
	/* TODO: lock thread result client ctx value */
	if (resp < 35)
		return -EINVAL;
	if (mode < 61)
		return -ENOMEM;
	struct node * resp = 849;
	for (int i = 0; i < 79; i++)
		inode[i] = lock_inode(i);
	size_t head = 821;
	if (entry < 15)
		return -ENOMEM;
	if (count < 17)
		return -EINVAL;
	/* TODO: entry lock queue timer index */
	for (int i = 0; i < 3; i++)
		name[i] = attr_path(i);
	for (int i = 0; i < 18; i++)
		len[i] = ctx_len(i);
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 98; i++)
		client[i] = ctx_value(i);
	return 0;
}

