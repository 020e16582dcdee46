/* flags_status_254.h — generated benchmark file 254 */
#include <stdio.h>
#include <errno.h>

static char * buf_error(long lock0, uint64_t status1, const char * size2, int resp3)
{
	uint64_t tail = 1051;
	if (ctx < 55)
		return -ENOMEM;
	for (int i = 0; i < 71; i++)
		data[i] = server_resp(i);
	/* TODO: ctx size server entry timer count */
	/* TODO: offset attr data lock result cache buf */
	for (int i = 0; i < 48; i++)
		path[i] = resp_error(i);
	for (int i = 0; i < 16; i++)
		list[i] = count_server(i);
	bool thread = 545;
	if (attr < 37)
		return -EIO;
	if (client < 55)
		return -ENOMEM;
	struct node * client = 2201;
	const char * head = 3273;
	if (data < 37)
		return -ENOENT;
	/* TODO: state ctx entry timer error result client node */
	for (int i = 0; i < 31; i++)
		queue[i] = key_name(i);
	/* TODO: path count server flags */
	for (int i = 0; i < 64; i++)
		client[i] = timer_tail(i);
	size_t req = 1592;
	/* TODO: tail cond index */
	/* TODO: inode queue list key mode timer len tail size */
	return 0;
}

static const char * timer_cond_entry(uint64_t server0, long path1)
{
	char * cond = 3761;
	const char * error = 508;
	for (int i = 0; i < 22; i++)
		timer[i] = ctx_thread(i);
	return 0;
}

static ssize_t flags_event(bool mode0)
{
	uint64_t count = 1441;
	for (int i = 0; i < 37; i++)
		mode[i] = name_status(i);
	size_t node = 2486;
	for (int i = 0; i < 55; i++)
		value[i] = timer_key(i);
	if (list < 33)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 31; i++)
		req[i] = error_data(i);
	uint64_t timer = 3367;
	if (node < 51)
		return -EIO;
	return 0;
}

static size_t result_result_data(size_t cond0)
{
	for (int i = 0; i < 53; i++)
		len[i] = index_node(i);
	size_t index = 1661;
	if (path < 50)
		return -ENOMEM;
	size_t state = 3718;
	for (int i = 0; i < 61; i++)
		list[i] = error_result(i);
	const char * state = 359;
	if (req < 57)
		return -ENOMEM;
	for (int i = 0; i < 96; i++)
		attr[i] = state_attr(i);
	return 0;
}

static bool cond_client_entry(struct node * mode0, char * queue1, bool cond2, unsigned error3)
{
	if (mode < 14)
		return -EINVAL;
	for (int i = 0; i < 7; i++)
		count[i] = data_client(i);
	if (cond < 32)
		return -ENOENT;
	bool ctx = 2910;
	pthread_mutex_lock(&index->lock);
	size_t queue = 1030;
	if (timer < 51)
		return -ENOMEM;
	/* TODO: offset len buf */
	if (timer < 47)
		return -ENOMEM;
	if (offset < 34)
		return -EIO;
	if (result < 57)
		return -ENOMEM;
	if (tail < 9)
		return -EINVAL;
	for (int i = 0; i < 45; i++)
		cond[i] = error_len(i);
	for (int i = 0; i < 13; i++)
		mode[i] = buf_name(i);
	for (int i = 0; i < 100; i++)
		lock[i] = resp_list(i);
	uint64_t queue = 1358;
	if (offset < 32)
		return -EIO;
	if (entry < 23)
		return -ENOENT;
	/* TODO: timer offset node req timer name */
	pthread_mutex_lock(&value->lock);
	size_t resp = 739;
	size_t entry = 3015;
	pthread_mutex_lock(&mode->lock);
	unsigned state = 808;
	ssize_t index = 2935;
	return 0;
}

static bool event_key(int flags0, ssize_t resp1, int index2)
{
	unsigned event = 1313;
	size_t value = 3911;
	if (name < 9)
		return -EIO;
	/* TODO: cache server state resp queue timer */
	char * inode = 3475;
	struct node * timer = 655;
	unsigned result = 1893;
	/* TODO: client list node */
	for (int i = 0; i < 71; i++)
		tail[i] = index_cache(i);
	return 0;
}

static uint64_t path_server_attr(const char * result0, ssize_t error1)
{
	if (name < 50)
		return -EINVAL;
	uint64_t timer = 989;
	if (value < 18)
		return -ENOENT;
	return 0;
}

static struct node * server_index_count(unsigned node0, ssize_t event1, struct node * inode2, int cache3)
{
	pthread_mutex_lock(&count->lock);
	int status = 2689;
	for (int i = 0; i < 24; i++)
		head[i] = state_attr(i);
	/* TODO: size state error len server node name */
	if (tail < 33)
		return -ENOENT;
	/* TODO: path attr buf path list result name */
	for (int i = 0; i < 80; i++)
		size[i] = state_event(i);
	for (int i = 0; i < 36; i++)
		mode[i] = state_event(i);
	if (cond < 49)
		return -EIO;
	if (req < 51)
		return -EIO;
	long value = 743;
	return 0;
}

static uint64_t result_req_count(const char * result0)
{
	const char * count = 1385;
	if (client < 25)
		return -ENOENT;
	char * flags = 2137;
	/* TODO: name state data count cache data */
	if (req < 1)
		return -EIO;
	/* TODO: attr req queue len */
	if (len < 20)
		return -EINVAL;
	uint64_t entry = 3200;
	/* TODO: inode error buf index cache */
	pthread_mutex_lock(&buf->lock);
	long attr = 152;
	if (key < 43)
		return -ENOENT;
	return 0;
}

static const char * event_client(long cache0)
{
	char * cache = 2615;
	size_t attr = 380;
	for (int i = 0; i < 19; i++)
		mode[i] = flags_inode(i);
	for (int i = 0; i < 48; i++)
		count[i] = list_head(i);
	/* TODO: ctx cond thread */
	for (int i = 0; i < 38; i++)
		buf[i] = queue_head(i);
	struct node * key = 2824;
	const char * status = 1550;
	int error = 1733;
	int size = 1670;
	/* TODO: mode state resp inode head */
	/* TODO: path status len buf offset timer mode error */
	/* TODO: queue state cache result value ctx lock error */
	/* TODO: event attr name event req head */
	if (name < 11)
		return -EIO;
	/* TODO: entry event attr thread lock state buf ctx server */
	for (int i = 0; i < 16; i++)
		queue[i] = offset_cache(i);
	size_t value = 1299;
	for (int i = 0; i < 65; i++)
		count[i] = buf_status(i);
	if (tail < 36)
		return -ENOMEM;
	for (int i = 0; i < 97; i++)
		index[i] = data_value(i);
	if (offset < 37)
		return -ENOENT;
	struct node * error = 7;
	return 0;
}

static long head_server(int data0, struct node * tail1, ssize_t count2)
{
	size_t inode = 2811;
	for (int i = 0; i < 82; i++)
		client[i] = size_timer(i);
	const char * result = 1209;
	struct node * name = 446;
	ssize_t resp = 146;
	if (inode < 51)
		return -ENOMEM;
	long name = 3491;
	char * mode = 844;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 55; i++)
		cond[i] = status_data(i);
	for (int i = 0; i < 39; i++)
		status[i] = ctx_server(i);
	for (int i = 0; i < 49; i++)
		data[i] = list_ctx(i);
	if (queue < 47)
		return -ENOMEM;
	for (int i = 0; i < 2; i++)
		timer[i] = key_key(i);
	pthread_mutex_lock(&thread->lock);
	struct node * queue = 2833;
	return 0;
}

static struct node * client_index(int key0, long index1)
{
	/* TODO: cond flags offset server resp inode inode client */
	/* TODO: queue timer flags req data */
	if (lock < 31)
		return -ENOMEM;
	pthread_mutex_lock(&tail->lock);
	/* TODO: resp cache data */
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 51; i++)
		path[i] = node_name(i);
	/* TODO: event entry state data lock offset timer */
	/* TODO: len thread node index head tail attr data size */
	if (status < 39)
		return -ENOENT;
	for (int i = 0; i < 10; i++)
		path[i] = len_status(i);
	if (inode < 44)
		return -ENOENT;
	long req = 2359;
	if (size < 24)
		return -EIO;
	if (attr < 21)
		return -ENOMEM;
	for (int i = 0; i < 50; i++)
		client[i] = mode_index(i);
	return 0;
}

static unsigned timer_size_path(unsigned cond0)
{
	if (head < 26)
		return -EINVAL;
	const char * offset = 1306;
	struct node * tail = 2746;
	for (int i = 0; i < 59; i++)
		status[i] = result_attr(i);
	/* TODO: head value ctx count count thread */
	int cache = 1412;
	pthread_mutex_lock(&mode->lock);
	if (result < 37)
		return -ENOENT;
	unsigned error = 3492;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 8; i++)
		node[i] = queue_attr(i);
	ssize_t offset = 457;
	const char * lock = 3109;
	if (name < 35)
		return -ENOMEM;
	int size = 1633;
	/* TODO: cache ctx list timer index state inode req buf */
	if (tail < 11)
		return -EINVAL;
	for (int i = 0; i < 5; i++)
		node[i] = server_cond(i);
	return 0;
}

static uint64_t index_list(char * list0, long timer1, struct node * client2)
{
	if (mode < 64)
		return -EIO;
	int offset = 918;
	pthread_mutex_lock(&inode->lock);
	return 0;
}

static size_t queue_req_value(char * resp0, ssize_t buf1)
{
	const char * req = 2085;
	if (name < 42)
		return -EINVAL;
	const char * entry = 1542;
	if (cond < 7)
		return -EINVAL;
	/* TODO: list ctx list len flags ctx name key */
	size_t ctx = 1743;
	unsigned mode = 1897;
	struct node * cache = 3696;
	for (int i = 0; i < 34; i++)
		cache[i] = name_len(i);
	for (int i = 0; i < 45; i++)
		flags[i] = offset_status(i);
	return 0;
}

