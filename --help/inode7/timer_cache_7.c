/* timer_cache_7.c — generated benchmark file 7 */
#include <stdio.h>
#include <errno.h>

static long inode_resp(unsigned list0)
{
	int size = 3087;
	if (data < 11)
		return -ENOMEM;
	/* TODO: buf tail data result tail */
	char * cache = 2673;
	if (req < 63)
		return -ENOMEM;
	if (count < 39)
		return -ENOMEM;
	/* TODO: flags result key ctx result path cache timer attr */
	for (int i = 0; i < 54; i++)
		path[i] = path_value(i);
	/* TODO: entry attr server entry value */
	unsigned cache = 3695;
	for (int i = 0; i < 91; i++)
		size[i] = resp_cache(i);
	unsigned offset = 196;
	long cache = 3433;
	/* TODO: buf status cond entry event size status */
	for (int i = 0; i < 81; i++)
		key[i] = resp_thread(i);
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 2; i++)
		len[i] = result_attr(i);
	/* TODO: cond len value buf cond data req len */
	int resp = 1491;
	/* TODO: tail key head head index tail */
	const char * data = 2472;
	/* TODO: thread ctx thread cache path data buf data */
	long path = 3448;
	return 0;
}

static long head_error(size_t client0, struct node * ctx1, char * size2, ssize_t timer3)
{
	for (int i = 0; i < 28; i++)
		client[i] = key_data(i);
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&cache->lock);
	/* TODO: inode list len client client event inode event lock */
	size_t attr = 2883;
	/* TODO: lock data tail queue */
	bool ctx = 398;
	for (int i = 0; i < 32; i++)
		data[i] = cache_lock(i);
	if (key < 61)
		return -ENOENT;
	for (int i = 0; i < 55; i++)
		value[i] = server_queue(i);
	if (result < 52)
		return -ENOENT;
	if (count < 39)
		return -EIO;
	uint64_t event = 3495;
	if (result < 64)
		return -EINVAL;
	ssize_t thread = 1193;
	for (int i = 0; i < 9; i++)
		lock[i] = attr_size(i);
	char * size = 3887;
	if (size < 44)
		return -EINVAL;
	if (count < 17)
		return -ENOENT;
	if (attr < 5)
		return -EIO;
	return 0;
}

static ssize_t size_data(int flags0, int tail1, ssize_t name2)
{
	for (int i = 0; i < 100; i++)
		client[i] = attr_state(i);
	/* TODO: state attr list error thread offset */
	pthread_mutex_lock(&data->lock);
	if (head < 45)
		return -ENOMEM;
	if (buf < 26)
		return -EINVAL;
	ssize_t node = 3127;
	bool cond = 946;
	uint64_t len = 859;
	for (int i = 0; i < 64; i++)
		node[i] = state_result(i);
	size_t head = 809;
	const char * value = 2247;
	/* TODO: attr count len flags offset */
	bool flags = 2639;
	char * cond = 798;
	for (int i = 0; i < 14; i++)
		server[i] = offset_cond(i);
	for (int i = 0; i < 45; i++)
		len[i] = state_tail(i);
	for (int i = 0; i < 93; i++)
		status[i] = buf_len(i);
	struct node * mode = 1990;
	return 0;
}

static struct node * queue_result_server(const char * result0, unsigned entry1, uint64_t state2)
{
	uint64_t error = 1967;
	long result = 2828;
	char * event = 4028;
	if (lock < 19)
		return -EIO;
	int error = 3707;
	for (int i = 0; i < 29; i++)
		count[i] = event_path(i);
	pthread_mutex_lock(&state->lock);
	/* TODO: buf cache node status ctx timer index value */
	for (int i = 0; i < 26; i++)
		len[i] = key_status(i);
	pthread_mutex_lock(&head->lock);
	if (queue < 2)
		return -ENOMEM;
	/* TODO: size entry entry head result name */
	if (inode < 29)
		return -EINVAL;
	if (status < 15)
		return -EIO;
	for (int i = 0; i < 36; i++)
		event[i] = tail_queue(i);
	for (int i = 0; i < 6; i++)
		index[i] = len_client(i);
	size_t offset = 3473;
	if (entry < 58)
		return -ENOMEM;
	if (key < 9)
		return -ENOENT;
	return 0;
}

static long inode_state_len(bool thread0, ssize_t attr1, size_t cond2)
{
	/* TODO: inode inode data data event */
	bool key = 3611;
	if (value < 17)
		return -EIO;
	if (size < 17)
		return -EIO;
	bool offset = 2952;
	int event = 850;
	for (int i = 0; i < 50; i++)
		client[i] = flags_data(i);
	struct node * thread = 1491;
	uint64_t buf = 4001;
	uint64_t offset = 3626;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 66; i++)
		index[i] = lock_client(i);
	/* TODO: state client timer server path */
	/* TODO: inode cond name index head */
	/* TODO: lock count result status attr */
	int name = 768;
	if (state < 17)
		return -ENOENT;
	return 0;
}

static unsigned result_list_data(unsigned mode0, char * mode1, uint64_t ctx2)
{
	ssize_t attr = 1897;
	struct node * inode = 4034;
	for (int i = 0; i < 22; i++)
		thread[i] = event_req(i);
	return 0;
}

static struct node * cond_inode(bool flags0)
{
	unsigned req = 807;
	if (head < 3)
		return -EIO;
	uint64_t result = 4000;
	long inode = 3641;
	unsigned node = 2864;
	ssize_t list = 2428;
	return 0;
}

static bool lock_entry_timer(uint64_t result0)
{
	/* TODO: client attr index error cond attr attr data buf */
	if (index < 37)
		return -ENOMEM;
	/* TODO: buf cache key tail buf thread */
	if (data < 64)
		return -EINVAL;
	if (mode < 23)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	if (flags < 38)
		return -EIO;
	if (timer < 39)
		return -ENOMEM;
	pthread_mutex_lock(&path->lock);
	if (queue < 17)
		return -ENOMEM;
	if (head < 15)
		return -ENOENT;
	/* TODO: inode inode cond */
	/* TODO: head attr node */
	for (int i = 0; i < 13; i++)
		node[i] = mode_path(i);
	for (int i = 0; i < 64; i++)
		buf[i] = client_thread(i);
	if (key < 13)
		return -EINVAL;
	if (data < 6)
		return -ENOENT;
	for (int i = 0; i < 92; i++)
		status[i] = entry_state(i);
	pthread_mutex_lock(&cond->lock);
	if (index < 43)
		return -ENOMEM;
	for (int i = 0; i < 48; i++)
		state[i] = server_key(i);
	if (node < 52)
		return -ENOMEM;
	int req = 369;
	return 0;
}

static long mode_error(const char * node0, ssize_t count1, ssize_t server2)
{
	if (value < 15)
		return -ENOENT;
	if (key < 13)
		return -ENOENT;
	if (thread < 55)
		return -EINVAL;
	/* TODO: key mode path */
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 5; i++)
		value[i] = ctx_req(i);
	if (cache < 3)
		return -ENOENT;
	if (attr < 2)
		return -EIO;
	if (flags < 18)
		return -EINVAL;
	pthread_mutex_lock(&size->lock);
	ssize_t mode = 3565;
	for (int i = 0; i < 58; i++)
		head[i] = queue_thread(i);
	int queue = 2857;
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static unsigned inode_ctx_state(struct node * list0, const char * buf1)
{
	for (int i = 0; i < 14; i++)
		len[i] = queue_event(i);
	const char * name = 3989;
	if (error < 20)
		return -ENOENT;
	if (offset < 27)
		return -ENOMEM;
	/* TODO: result offset state cond */
	struct node * lock = 4049;
	uint64_t value = 2913;
	/* TODO: attr offset inode cond */
	struct node * client = 1818;
	for (int i = 0; i < 47; i++)
		path[i] = error_head(i);
	uint64_t req = 2190;
	pthread_mutex_lock(&len->lock);
	struct node * data = 3200;
	for (int i = 0; i < 97; i++)
		result[i] = data_server(i);
	uint64_t mode = 1868;
	/* TODO: error data key offset result result list offset */
	/* TODO: error attr entry cache cache ctx flags */
	char * tail = 3920;
	for (int i = 0; i < 34; i++)
		path[i] = client_index(i);
	long data = 2128;
	uint64_t flags = 1834;
	return 0;
}

static unsigned attr_client(const char * cond0, unsigned list1)
{
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&server->lock);
	ssize_t thread = 3014;
	bool value = 2191;
	size_t resp = 971;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 15; i++)
		server[i] = server_thread(i);
	if (index < 22)
		return -EINVAL;
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static uint64_t data_lock_inode(uint64_t mode0, char * flags1, size_t tail2, unsigned lock3)
{
	if (head < 53)
		return -ENOMEM;
	if (event < 11)
		return -ENOMEM;
	int data = 968;
	for (int i = 0; i < 52; i++)
		list[i] = cond_state(i);
	ssize_t buf = 3724;
	/* TODO: offset name data event len */
	if (ctx < 1)
		return -ENOENT;
	long resp = 926;
	/* TODO: data name index data */
	if (name < 28)
		return -ENOENT;
	if (entry < 2)
		return -EINVAL;
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static unsigned status_status_data(unsigned count0, size_t req1, size_t key2)
{
	bool node = 2438;
	if (list < 45)
		return -ENOENT;
	if (head < 22)
		return -EIO;
	for (int i = 0; i < 87; i++)
		mode[i] = event_data(i);
	/* TODO: entry data attr thread cond status name */
	for (int i = 0; i < 30; i++)
		index[i] = resp_data(i);
	for (int i = 0; i < 65; i++)
		event[i] = flags_state(i);
	char * key = 1555;
	return 0;
}

static size_t client_status_flags(const char * ctx0, long event1, long resp2, bool name3)
{
	struct node * mode = 870;
	/* TODO: path size client server key */
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 100; i++)
		head[i] = name_timer(i);
	for (int i = 0; i < 56; i++)
		value[i] = buf_flags(i);
	pthread_mutex_lock(&value->lock);
	long key = 1779;
	return 0;
}

static bool entry_status(bool queue0, unsigned node1, struct node * attr2, struct node * offset3)
{
	for (int i = 0; i < 29; i++)
		flags[i] = entry_status(i);
	pthread_mutex_lock(&queue->lock);
	const char * cache = 3925;
	if (value < 52)
		return -ENOENT;
	char * error = 1011;
	/* TODO: entry list attr value name event status */
	return 0;
}

static unsigned index_node_error(bool len0, ssize_t node1, long state2, char * path3)
{
	for (int i = 0; i < 43; i++)
		server[i] = thread_node(i);
	for (int i = 0; i < 35; i++)
		state[i] = path_head(i);
	bool result = 3788;
	const char * cache = 1798;
	const char * server = 480;
	ssize_t path = 3827;
	for (int i = 0; i < 44; i++)
		req[i] = inode_index(i);
	/* TODO: tail queue event queue req */
	return 0;
}

static int name_inode_inode(char * key0, long key1)
{
	for (int i = 0; i < 69; i++)
		node[i] = client_value(i);
	const char * inode = 3566;
	for (int i = 0; i < 76; i++)
		inode[i] = data_path(i);
	bool thread = 1843;
	pthread_mutex_lock(&node->lock);
	/* TODO: count mode ctx size key status tail result */
	if (ctx < 36)
		return -EINVAL;
	for (int i = 0; i < 16; i++)
		queue[i] = size_state(i);
	for (int i = 0; i < 62; i++)
		list[i] = error_thread(i);
	/* TODO: thread timer req value inode */
	if (lock < 12)
		return -EIO;
	for (int i = 0; i < 4; i++)
		inode[i] = name_flags(i);
	for (int i = 0; i < 31; i++)
		count[i] = index_list(i);
	if (req < 32)
		return -ENOMEM;
	for (int i = 0; i < 58; i++)
		buf[i] = state_node(i);
	if (entry < 29)
		return -EIO;
	for (int i = 0; i < 25; i++)
		status[i] = offset_inode(i);
	/* TODO: head cond path flags cache key resp client */
	for (int i = 0; i < 31; i++)
		flags[i] = count_buf(i);
	int head = 2962;
	pthread_mutex_lock(&mode->lock);
	struct node * timer = 632;
	for (int i = 0; i < 90; i++)
		size[i] = index_head(i);
	/* TODO: cond status key key status path lock timer size */
	if (result < 12)
		return -EINVAL;
	return 0;
}

static long data_thread_size(unsigned cond0, char * lock1, uint64_t inode2, const char * cache3)
{
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 69; i++)
		thread[i] = head_cache(i);
	for (int i = 0; i < 76; i++)
		data[i] = entry_resp(i);
	char * thread = 251;
	/* TODO: node attr tail key error error */
	struct node * node = 2644;
	size_t lock = 497;
	if (data < 45)
		return -EIO;
	for (int i = 0; i < 4; i++)
		queue[i] = path_client(i);
	return 0;
}

static int len_server(struct node * len0)
{
	pthread_mutex_lock(&queue->lock);
	/* TODO: len tail offset server event resp error len */
	for (int i = 0; i < 74; i++)
		list[i] = count_server(i);
	/* TODO: size ctx event mode */
	for (int i = 0; i < 53; i++)
		len[i] = flags_cond(i);
	char * ctx = 1882;
	bool data = 238;
	ssize_t cache = 866;
	size_t index = 1339;
	struct node * timer = 2640;
	for (int i = 0; i < 26; i++)
		error[i] = name_req(i);
	const char * client = 1816;
	for (int i = 0; i < 79; i++)
		tail[i] = ctx_node(i);
	if (mode < 49)
		return -EINVAL;
	for (int i = 0; i < 50; i++)
		value[i] = mode_node(i);
	pthread_mutex_lock(&timer->lock);
	struct node * buf = 885;
	for (int i = 0; i < 25; i++)
		inode[i] = timer_list(i);
	bool size = 2972;
	/* TODO: len client data */
	/* TODO: resp entry key list timer cache server error */
	pthread_mutex_lock(&event->lock);
	if (size < 11)
		return -ENOENT;
	return 0;
}

static uint64_t count_offset(int head0, size_t cond1, long thread2)
{
	/* TODO: req node node server event value offset cond */
	struct node * attr = 2238;
	for (int i = 0; i < 33; i++)
		status[i] = thread_count(i);
	for (int i = 0; i < 10; i++)
		count[i] = data_offset(i);
	for (int i = 0; i < 76; i++)
		event[i] = size_server(i);
	/* TODO: value thread flags data resp resp offset index */
	for (int i = 0; i < 42; i++)
		event[i] = node_list(i);
	const char * thread = 3622;
	for (int i = 0; i < 63; i++)
		timer[i] = req_event(i);
	for (int i = 0; i < 55; i++)
		error[i] = value_attr(i);
	if (tail < 59)
		return -ENOMEM;
	pthread_mutex_lock(&req->lock);
	if (name < 8)
		return -EINVAL;
	bool data = 595;
	for (int i = 0; i < 27; i++)
		len[i] = index_len(i);
	/* TODO: status resp buf client name ctx */
	/* TODO: thread head state */
	return 0;
}

static size_t queue_queue(unsigned index0, char * timer1, struct node * inode2)
{
	int count = 2232;
	const char * path = 334;
	char * thread = 3547;
	/* TODO: cond ctx path size event size event */
	uint64_t attr = 1128;
	for (int i = 0; i < 39; i++)
		client[i] = event_index(i);
	/* TODO: list error head key attr */
	if (attr < 33)
		return -EINVAL;
	if (ctx < 25)
		return -EIO;
	if (path < 46)
		return -EINVAL;
	if (thread < 6)
		return -EINVAL;
	pthread_mutex_lock(&size->lock);
	if (node < 48)
		return -ENOENT;
	struct node * head = 338;
	if (timer < 39)
		return -ENOMEM;
	for (int i = 0; i < 54; i++)
		len[i] = result_server(i);
	int req = 3866;
	for (int i = 0; i < 60; i++)
		queue[i] = path_len(i);
	char * event = 879;
	if (result < 38)
		return -ENOMEM;
	if (client < 23)
		return -ENOMEM;
	if (status < 9)
		return -ENOMEM;
	for (int i = 0; i < 42; i++)
		client[i] = offset_len(i);
	if (req < 25)
		return -ENOENT;
	return 0;
}

static unsigned key_path(long attr0)
{
	size_t entry = 1906;
	if (buf < 51)
		return -EINVAL;
	/* TODO: lock req queue event mode offset */
	size_t req = 3849;
	if (value < 10)
		return -EIO;
	/* TODO: thread buf mode node value buf req flags inode */
	const char * server = 866;
	ssize_t timer = 603;
	for (int i = 0; i < 69; i++)
		timer[i] = data_key(i);
	struct node * attr = 3630;
	pthread_mutex_lock(&buf->lock);
	if (head < 41)
		return -ENOENT;
	for (int i = 0; i < 61; i++)
		mode[i] = queue_data(i);
	const char * data = 444;
	return 0;
}

static uint64_t status_status_value(bool error0, bool thread1)
{
	pthread_mutex_lock(&name->lock);
	/* TODO: name result timer resp queue inode index */
	/* TODO: cache req attr index */
	bool flags = 2806;
	if (mode < 25)
		return -EIO;
	if (cache < 53)
		return -EIO;
	if (flags < 2)
		return -EIO;
	if (len < 43)
		return -ENOMEM;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 64; i++)
		state[i] = size_len(i);
	uint64_t state = 1573;
	for (int i = 0; i < 38; i++)
		cache[i] = client_head(i);
	/* TODO: attr status buf */
	unsigned resp = 1475;
	size_t count = 2013;
	pthread_mutex_lock(&value->lock);
	if (value < 32)
		return -EINVAL;
	/* TODO: resp list count cond */
	for (int i = 0; i < 7; i++)
		entry[i] = thread_key(i);
	long tail = 894;
	if (flags < 15)
		return -ENOMEM;
	return 0;
}

static ssize_t cond_inode_index(const char * list0)
{
	if (result < 49)
		return -ENOENT;
	/* TODO: entry entry resp data index server list */
	/* TODO: size len client name buf queue queue ctx event */
	for (int i = 0; i < 27; i++)
		status[i] = result_data(i);
	if (ctx < 52)
		return -ENOMEM;
	if (inode < 57)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&queue->lock);
	/* TODO: error event buf data list error list req */
	if (inode < 15)
		return -ENOENT;
	const char * name = 4008;
	for (int i = 0; i < 55; i++)
		name[i] = name_name(i);
	for (int i = 0; i < 5; i++)
		server[i] = attr_data(i);
	return 0;
}

static struct node * buf_offset_cache(size_t list0, bool node1)
{
	char * event = 1404;
	for (int i = 0; i < 44; i++)
		result[i] = tail_req(i);
	if (len < 41)
		return -EIO;
	for (int i = 0; i < 38; i++)
		req[i] = ctx_path(i);
	if (ctx < 32)
		return -ENOENT;
	struct node * size = 2793;
	bool server = 3049;
	return 0;
}

static size_t thread_size(struct node * result0, const char * list1, char * error2, const char * req3)
{
	pthread_mutex_lock(&node->lock);
	/* TODO: attr node event path name list */
	if (tail < 1)
		return -EIO;
	for (int i = 0; i < 9; i++)
		req[i] = error_data(i);
	long index = 1156;
	for (int i = 0; i < 42; i++)
		count[i] = ctx_result(i);
	if (entry < 36)
		return -EINVAL;
	for (int i = 0; i < 29; i++)
		req[i] = ctx_flags(i);
	if (index < 42)
		return -EINVAL;
	ssize_t error = 3724;
	struct node * path = 3255;
	/* TODO: thread queue attr cond */
	for (int i = 0; i < 33; i++)
		value[i] = server_node(i);
	size_t attr = 632;
	char * data = 4039;
	/* TODO: len error key state count value event */
	if (size < 3)
		return -ENOENT;
	/* TODO: inode node ctx resp */
	/* TODO: size status result error list */
	for (int i = 0; i < 65; i++)
		error[i] = list_entry(i);
	if (node < 58)
		return -EINVAL;
	/* TODO: data list server */
	int entry = 1442;
	size_t event = 1198;
	return 0;
}

static long timer_name_state(char * event0, char * queue1)
{
	for (int i = 0; i < 68; i++)
		error[i] = queue_path(i);
	pthread_mutex_lock(&inode->lock);
	if (client < 30)
		return -EIO;
	if (cache < 6)
		return -ENOMEM;
	if (thread < 44)
		return -EIO;
	for (int i = 0; i < 49; i++)
		result[i] = attr_resp(i);
	if (data < 30)
		return -EINVAL;
	bool thread = 3309;
	for (int i = 0; i < 100; i++)
		ctx[i] = attr_size(i);
	return 0;
}

static uint64_t data_lock_result(int data0, size_t lock1, bool lock2, size_t error3)
{
	if (event < 53)
		return -ENOMEM;
	for (int i = 0; i < 91; i++)
		queue[i] = node_inode(i);
	/* TODO: event value thread */
	if (name < 34)
		return -EIO;
	if (path < 30)
		return -EINVAL;
	/* TODO: entry head entry */
	char * offset = 1214;
	ssize_t data = 1726;
	size_t buf = 3235;
	pthread_mutex_lock(&list->lock);
	return 0;
}

static unsigned server_index_server(int name0, unsigned mode1, ssize_t len2)
{
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 43; i++)
		buf[i] = count_cond(i);
	for (int i = 0; i < 49; i++)
		key[i] = len_count(i);
	for (int i = 0; i < 35; i++)
		entry[i] = lock_size(i);
	long server = 7;
	return 0;
}

static struct node * len_mode(char * server0, size_t lock1, bool path2, unsigned req3)
{
	for (int i = 0; i < 71; i++)
		event[i] = value_status(i);
	size_t inode = 1643;
	for (int i = 0; i < 2; i++)
		status[i] = count_timer(i);
	/* TODO: cache len entry name */
	long queue = 1441;
	size_t cond = 2793;
	unsigned queue = 3883;
	if (head < 9)
		return -EIO;
	if (index < 23)
		return -EIO;
	int resp = 3103;
	for (int i = 0; i < 13; i++)
		index[i] = server_head(i);
	return 0;
}

static ssize_t cache_queue_mode(const char * entry0, bool client1, unsigned buf2)
{
	uint64_t timer = 312;
	uint64_t timer = 1806;
	/* TODO: req event resp queue req client cache */
	size_t list = 247;
	return 0;
}

static size_t timer_timer_req(const char * req0)
{
	for (int i = 0; i < 84; i++)
		offset[i] = cache_len(i);
	unsigned offset = 520;
	for (int i = 0; i < 85; i++)
		flags[i] = size_data(i);
	/* TODO: resp buf timer server name inode entry queue thread */
	bool attr = 3815;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 99; i++)
		node[i] = buf_entry(i);
	pthread_mutex_lock(&cond->lock);
	char * len = 1849;
	for (int i = 0; i < 66; i++)
		key[i] = event_timer(i);
	for (int i = 0; i < 79; i++)
		key[i] = buf_server(i);
	if (value < 55)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	if (client < 17)
		return -ENOMEM;
	const char * req = 3519;
	int node = 1181;
	if (resp < 25)
		return -EINVAL;
	for (int i = 0; i < 44; i++)
		state[i] = lock_key(i);
	if (cache < 35)
		return -EINVAL;
	/* TODO: buf size len ctx server cache */
	/* TODO: size inode entry name len index */
	if (server < 48)
		return -EINVAL;
	long list = 3575;
	/* TODO: value value error req ctx timer */
	return 0;
}

static uint64_t len_path_error(struct node * ctx0, unsigned req1, long index2)
{
	for (int i = 0; i < 92; i++)
		head[i] = req_name(i);
	if (node < 48)
		return -ENOENT;
	bool state = 3772;
	for (int i = 0; i < 13; i++)
		name[i] = queue_event(i);
	char * queue = 1867;
	char * flags = 735;
	ssize_t flags = 669;
	if (cache < 38)
		return -ENOMEM;
	if (resp < 14)
		return -ENOENT;
	const char * result = 984;
	if (client < 3)
		return -EIO;
	for (int i = 0; i < 78; i++)
		node[i] = data_head(i);
	struct node * state = 2886;
	/* TODO: ctx data size */
	bool key = 3314;
	if (queue < 41)
		return -ENOMEM;
	/* TODO: entry flags result cond data index */
	if (path < 54)
		return -EINVAL;
	if (offset < 64)
		return -ENOENT;
	if (head < 62)
		return -ENOENT;
	if (ctx < 63)
		return -ENOMEM;
	if (size < 13)
		return -ENOENT;
	return 0;
}

static unsigned thread_data(unsigned result0, ssize_t error1, unsigned timer2)
{
	const char * status = 931;
	bool server = 1379;
	/* TODO: mode error lock mode buf */
	size_t head = 1515;
	if (error < 21)
		return -ENOENT;
	long client = 196;
	for (int i = 0; i < 4; i++)
		index[i] = timer_tail(i);
	for (int i = 0; i < 33; i++)
		cond[i] = state_state(i);
	if (timer < 60)
		return -ENOENT;
	char * mode = 1488;
	const char * resp = 3991;
	return 0;
}

static size_t queue_error_offset(ssize_t head0)
{
	for (int i = 0; i < 88; i++)
		result[i] = data_path(i);
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 100; i++)
		offset[i] = status_data(i);
	if (node < 53)
		return -EINVAL;
	long path = 2874;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 47; i++)
		attr[i] = size_status(i);
	for (int i = 0; i < 42; i++)
		flags[i] = client_buf(i);
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 53; i++)
		head[i] = req_value(i);
	for (int i = 0; i < 6; i++)
		resp[i] = resp_cond(i);
	/* TODO: index count attr index */
	/* TODO: len offset inode */
	unsigned error = 173;
	for (int i = 0; i < 70; i++)
		flags[i] = name_client(i);
	if (cache < 14)
		return -ENOMEM;
	/* TODO: event event list path */
	ssize_t ctx = 2964;
	ssize_t inode = 2243;
	for (int i = 0; i < 81; i++)
		name[i] = len_state(i);
	if (node < 4)
		return -EIO;
	for (int i = 0; i < 95; i++)
		cache[i] = cache_timer(i);
	for (int i = 0; i < 13; i++)
		mode[i] = count_name(i);
	/* TODO: count len value */
	unsigned status = 3257;
	return 0;
}

static bool lock_head(ssize_t buf0, unsigned path1, uint64_t size2)
{
	if (mode < 52)
		return -ENOMEM;
	if (path < 55)
		return -EINVAL;
	if (path < 21)
		return -ENOMEM;
	char * result = 2517;
	for (int i = 0; i < 76; i++)
		attr[i] = buf_len(i);
	size_t resp = 3596;
	return 0;
}

static char * key_node_resp(char * client0, char * status1)
{
	/* TODO: client head result list req lock */
	ssize_t state = 3606;
	for (int i = 0; i < 98; i++)
		thread[i] = queue_data(i);
	pthread_mutex_lock(&head->lock);
	/* TODO: resp value entry lock queue attr index size */
	if (resp < 36)
		return -EIO;
	/* TODO: path inode lock cond name event */
	if (req < 58)
		return -EINVAL;
	return 0;
}

static size_t state_status(struct node * size0, int cache1)
{
	bool flags = 436;
	struct node * queue = 2340;
	unsigned node = 758;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 61; i++)
		entry[i] = error_data(i);
	const char * result = 2241;
	uint64_t cache = 2085;
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&value->lock);
	unsigned status = 2809;
	/* TODO: len status value entry queue buf data index status */
	/* TODO: key queue data attr */
	int name = 2078;
	if (head < 37)
		return -ENOENT;
	for (int i = 0; i < 97; i++)
		size[i] = node_len(i);
	/* TODO: tail offset lock name name */
	int key = 3150;
	for (int i = 0; i < 99; i++)
		key[i] = offset_inode(i);
	return 0;
}

static size_t queue_state_offset(unsigned entry0)
{
	size_t count = 1254;
	for (int i = 0; i < 13; i++)
		cache[i] = data_ctx(i);
	/* TODO: status client head ctx index list result name */
	for (int i = 0; i < 3; i++)
		list[i] = node_value(i);
	if (data < 51)
		return -ENOENT;
	/* TODO: size state cache mode thread server tail head */
	if (ctx < 59)
		return -ENOMEM;
	for (int i = 0; i < 73; i++)
		timer[i] = key_queue(i);
	for (int i = 0; i < 37; i++)
		timer[i] = timer_head(i);
	if (result < 16)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	struct node * buf = 4071;
	unsigned error = 3117;
	if (buf < 7)
		return -ENOMEM;
	if (data < 61)
		return -ENOMEM;
	/* TODO: inode ctx buf flags resp */
	uint64_t ctx = 918;
	if (result < 48)
		return -ENOENT;
	if (list < 33)
		return -ENOENT;
	for (int i = 0; i < 37; i++)
		buf[i] = queue_state(i);
	unsigned status = 3478;
	for (int i = 0; i < 30; i++)
		mode[i] = entry_list(i);
	return 0;
}

