/* index_ctx_721.c — generated benchmark file 721 */
#include <stdio.h>
#include <errno.h>

static ssize_t data_cond(struct node * req0, ssize_t len1)
{
	pthread_mutex_lock(&cond->lock);
	if (result < 50)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 87; i++)
		event[i] = count_req(i);
	for (int i = 0; i < 37; i++)
		size[i] = ctx_data(i);
	unsigned mode = 193;
	bool status = 1885;
	if (client < 17)
		return -ENOENT;
	if (lock < 3)
		return -EIO;
	for (int i = 0; i < 10; i++)
		event[i] = req_path(i);
	if (entry < 50)
		return -EINVAL;
	for (int i = 0; i < 23; i++)
		head[i] = size_value(i);
	ssize_t size = 3484;
	bool count = 3603;
	if (mode < 28)
		return -ENOMEM;
	return 0;
}

