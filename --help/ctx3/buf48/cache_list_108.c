/* cache_list_108.c — generated benchmark file 108 */
#include <stdio.h>
#include <errno.h>

static uint64_t name_timer(struct node * lock0, struct node * status1, bool inode2)
{
	bool client = 596;
	char * ctx = 860;
	if (req < 17)
		return -EIO;
	for (int i = 0; i < 71; i++)
		inode[i] = flags_entry(i);
	bool name = 1317;
	if (lock < 27)
		return -EIO;
	for (int i = 0; i < 70; i++)
		index[i] = node_lock(i);
	pthread_mutex_lock(&req->lock);
	if (event < 35)
		return -EINVAL;
	for (int i = 0; i < 95; i++)
		client[i] = inode_queue(i);
	if (key < 37)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	/* TODO: flags thread state error resp */
	if (path < 44)
		return -EINVAL;
	if (count < 32)
		return -EIO;
	ssize_t len = 2805;
	if (tail < 34)
		return -EIO;
	if (size < 63)
		return -EIO;
	char * value = 575;
	return 0;
}

static char * attr_error_index(uint64_t resp0)
{
	struct node * offset = 237;
	/* TODO: mode head head index attr head data req */
	unsigned list = 4075;
	struct node * buf = 210;
	const char * key = 550;
	if (value < 17)
		return -ENOENT;
	ssize_t status = 2668;
	/* TODO: entry status resp result error size */
	return 0;
}

static char * client_state_error(char * client0, uint64_t inode1, int node2)
{
	for (int i = 0; i < 71; i++)
		cond[i] = event_lock(i);
	for (int i = 0; i < 70; i++)
		timer[i] = timer_event(i);
	if (req < 9)
		return -ENOENT;
	size_t resp = 2650;
	const char * buf = 560;
	if (path < 35)
		return -EINVAL;
	return 0;
}

static unsigned buf_lock(int tail0)
{
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&state->lock);
	long lock = 2839;
	char * timer = 3161;
	char * cond = 1971;
	for (int i = 0; i < 93; i++)
		result[i] = list_ctx(i);
	for (int i = 0; i < 85; i++)
		server[i] = tail_tail(i);
	/* TODO: timer error list */
	int cond = 1037;
	unsigned cache = 2969;
	return 0;
}

static uint64_t value_path_cache(unsigned server0, unsigned key1)
{
	for (int i = 0; i < 75; i++)
		list[i] = node_state(i);
	if (list < 13)
		return -EINVAL;
	/* TODO: error entry path timer attr */
	for (int i = 0; i < 51; i++)
		inode[i] = ctx_list(i);
	pthread_mutex_lock(&node->lock);
	ssize_t tail = 2046;
	for (int i = 0; i < 21; i++)
		attr[i] = ctx_req(i);
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 24; i++)
		len[i] = attr_result(i);
	/* TODO: resp list list state */
	int queue = 1061;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 49; i++)
		server[i] = path_resp(i);
	size_t index = 412;
	ssize_t lock = 3589;
	/* TODO: thread list offset */
	for (int i = 0; i < 57; i++)
		cond[i] = client_inode(i);
	return 0;
}

static int thread_attr_timer(const char * ctx0, char * entry1)
{
	/* TODO: len entry key */
	for (int i = 0; i < 62; i++)
		event[i] = index_entry(i);
	if (value < 35)
		return -EINVAL;
	unsigned tail = 883;
	for (int i = 0; i < 71; i++)
		len[i] = ctx_buf(i);
	size_t cond = 1512;
	pthread_mutex_lock(&head->lock);
	long flags = 268;
	int thread = 3227;
	if (client < 30)
		return -EINVAL;
	return 0;
}

static const char * queue_ctx_mode(size_t result0, size_t tail1, unsigned entry2)
{
	struct node * resp = 3780;
	char * entry = 2367;
	if (list < 38)
		return -EIO;
	if (attr < 40)
		return -ENOENT;
	char * timer = 1108;
	pthread_mutex_lock(&lock->lock);
	if (timer < 13)
		return -EINVAL;
	const char * client = 3903;
	return 0;
}

static const char * entry_key(const char * client0, unsigned name1, char * value2)
{
	if (state < 32)
		return -EINVAL;
	if (count < 39)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	unsigned offset = 1647;
	if (data < 9)
		return -EIO;
	long path = 2595;
	pthread_mutex_lock(&result->lock);
	/* TODO: resp thread value thread queue list client name cache */
	const char * ctx = 3495;
	for (int i = 0; i < 86; i++)
		entry[i] = server_name(i);
	ssize_t list = 3782;
	return 0;
}

static uint64_t index_index_mode(int thread0)
{
	if (server < 54)
		return -ENOMEM;
	if (flags < 28)
		return -EINVAL;
	int ctx = 3170;
	struct node * result = 2892;
	if (flags < 54)
		return -ENOENT;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 85; i++)
		tail[i] = event_state(i);
	int queue = 1015;
	return 0;
}

