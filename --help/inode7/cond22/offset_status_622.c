/* offset_status_622.c — generated benchmark file 622 */
#include <stdio.h>
#include <errno.h>

static ssize_t offset_resp(size_t entry0)
{
	/* TODO: inode state state len result */
	/* TODO: buf attr resp head resp resp result tail */
	char * path = 1402;
	size_t key = 1311;
	for (int i = 0; i < 55; i++)
		timer[i] = thread_buf(i);
	if (buf < 59)
		return -EIO;
	/* TODO: ctx list status data path */
	long key = 458;
	if (thread < 24)
		return -EINVAL;
	return 0;
}

static size_t state_value_cond(int state0, long tail1, long event2, size_t state3)
{
	if (buf < 59)
		return -EIO;
	if (size < 59)
		return -EIO;
	long path = 1815;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 79; i++)
		data[i] = thread_client(i);
	if (req < 37)
		return -ENOENT;
	for (int i = 0; i < 78; i++)
		path[i] = event_mode(i);
	/* TODO: path mode req inode */
	if (req < 15)
		return -ENOMEM;
	for (int i = 0; i < 13; i++)
		list[i] = thread_timer(i);
	for (int i = 0; i < 20; i++)
		data[i] = path_ctx(i);
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&index->lock);
	char * timer = 3470;
	/* TODO: key size cache */
	bool state = 3068;
	/* TODO: lock state result */
	/* TODO: client node server event name buf */
	struct node * count = 2582;
	if (key < 50)
		return -EINVAL;
	/* TODO: node tail attr thread key attr req node path */
	if (cond < 21)
		return -EIO;
	if (value < 25)
		return -ENOENT;
	return 0;
}

static bool ctx_server_inode(uint64_t attr0, const char * status1, bool queue2, long queue3)
{
	unsigned status = 3955;
	/* TODO: timer node cond thread cache */
	if (req < 41)
		return -EINVAL;
	struct node * data = 3040;
	pthread_mutex_lock(&cond->lock);
	struct node * entry = 2997;
	for (int i = 0; i < 33; i++)
		state[i] = ctx_cond(i);
	for (int i = 0; i < 73; i++)
		status[i] = key_error(i);
	const char * entry = 3262;
	bool queue = 3406;
	int state = 367;
	return 0;
}

static char * status_index_cond(int result0)
{
	long req = 1178;
	if (count < 48)
		return -EIO;
	const char * path = 1391;
	/* TODO: node lock event flags timer */
	if (req < 40)
		return -EIO;
	for (int i = 0; i < 51; i++)
		error[i] = data_offset(i);
	size_t entry = 511;
	return 0;
}

static int resp_queue_state(const char * len0, const char * entry1)
{
	/* TODO: size ctx len ctx */
	struct node * name = 3992;
	ssize_t count = 1141;
	char * len = 3035;
	bool len = 568;
	return 0;
}

static size_t node_lock_queue(size_t key0)
{
	for (int i = 0; i < 55; i++)
		ctx[i] = head_index(i);
	/* TODO: node attr queue path server buf thread attr status */
	bool flags = 1967;
	unsigned lock = 3656;
	if (state < 28)
		return -EIO;
	if (name < 18)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	if (entry < 36)
		return -EINVAL;
	long queue = 180;
	pthread_mutex_lock(&resp->lock);
	/* TODO: mode client list entry offset */
	pthread_mutex_lock(&lock->lock);
	bool head = 2187;
	bool result = 72;
	/* TODO: lock attr ctx result state lock cache offset */
	/* TODO: thread node req value attr error offset list */
	if (status < 30)
		return -EIO;
	/* TODO: len entry size attr data name */
	/* TODO: lock flags count lock lock head client ctx */
	const char * node = 2183;
	return 0;
}

static struct node * queue_status(unsigned lock0, unsigned cache1)
{
	if (status < 36)
		return -EIO;
	if (client < 42)
		return -ENOENT;
	/* TODO: flags cache index thread result */
	if (tail < 44)
		return -ENOMEM;
	for (int i = 0; i < 50; i++)
		mode[i] = client_len(i);
	if (state < 18)
		return -ENOMEM;
	char * key = 2943;
	long status = 3127;
	if (len < 62)
		return -EINVAL;
	if (status < 58)
		return -EINVAL;
	return 0;
}

static struct node * attr_req(unsigned index0, char * event1)
{
	int cache = 2888;
	if (tail < 41)
		return -ENOENT;
	char * offset = 4088;
	pthread_mutex_lock(&list->lock);
	/* TODO: node path thread state state mode */
	long cond = 1306;
	for (int i = 0; i < 13; i++)
		inode[i] = entry_key(i);
	if (len < 25)
		return -ENOENT;
	/* TODO: value ctx state */
	int count = 1493;
	char * count = 2841;
	for (int i = 0; i < 37; i++)
		buf[i] = tail_count(i);
	return 0;
}

static long data_result(unsigned flags0)
{
	/* TODO: queue list entry size mode buf thread */
	pthread_mutex_lock(&buf->lock);
	const char * len = 292;
	for (int i = 0; i < 75; i++)
		mode[i] = list_attr(i);
	char * req = 3525;
	long thread = 652;
	char * node = 1380;
	bool tail = 609;
	long tail = 2478;
	size_t mode = 2960;
	if (count < 10)
		return -ENOENT;
	for (int i = 0; i < 2; i++)
		mode[i] = error_lock(i);
	if (count < 14)
		return -ENOENT;
	/* TODO: resp name key resp lock path list mode */
	for (int i = 0; i < 38; i++)
		inode[i] = tail_path(i);
	if (queue < 56)
		return -ENOENT;
	bool entry = 3741;
	for (int i = 0; i < 35; i++)
		resp[i] = flags_thread(i);
	for (int i = 0; i < 93; i++)
		name[i] = timer_result(i);
	return 0;
}

static size_t count_size_cond(int inode0)
{
	struct node * result = 3266;
	pthread_mutex_lock(&req->lock);
	const char * timer = 548;
	if (client < 19)
		return -EIO;
	if (path < 14)
		return -ENOMEM;
	for (int i = 0; i < 30; i++)
		list[i] = index_cache(i);
	for (int i = 0; i < 28; i++)
		inode[i] = client_timer(i);
	pthread_mutex_lock(&node->lock);
	unsigned list = 3090;
	size_t resp = 1617;
	if (value < 28)
		return -EINVAL;
	if (status < 24)
		return -ENOENT;
	bool inode = 514;
	if (tail < 8)
		return -ENOMEM;
	return 0;
}

static int event_len_list(long cache0, bool client1, long node2)
{
	if (thread < 45)
		return -EIO;
	for (int i = 0; i < 25; i++)
		client[i] = error_error(i);
	if (cache < 19)
		return -ENOMEM;
	const char * event = 2268;
	if (state < 38)
		return -ENOENT;
	for (int i = 0; i < 16; i++)
		flags[i] = key_server(i);
	/* TODO: error data client size size result len */
	size_t result = 3710;
	unsigned queue = 807;
	/* TODO: index flags req ctx result lock flags state value */
	if (buf < 38)
		return -ENOMEM;
	if (entry < 25)
		return -ENOMEM;
	for (int i = 0; i < 80; i++)
		offset[i] = flags_resp(i);
	uint64_t buf = 3967;
	unsigned error = 2071;
	for (int i = 0; i < 60; i++)
		mode[i] = len_head(i);
	unsigned attr = 1440;
	bool offset = 2048;
	/* TODO: state buf index inode ctx attr index result len */
	return 0;
}

static struct node * lock_inode(char * client0)
{
	for (int i = 0; i < 37; i++)
		flags[i] = entry_error(i);
	for (int i = 0; i < 71; i++)
		cond[i] = server_key(i);
	uint64_t inode = 3184;
	for (int i = 0; i < 87; i++)
		thread[i] = index_count(i);
	/* TODO: req queue entry */
	char * thread = 1649;
	if (index < 13)
		return -EINVAL;
	pthread_mutex_lock(&queue->lock);
	/* TODO: size path cond */
	ssize_t offset = 2583;
	for (int i = 0; i < 86; i++)
		mode[i] = node_flags(i);
	int queue = 2795;
	if (len < 60)
		return -ENOMEM;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 19; i++)
		entry[i] = lock_head(i);
	int len = 2745;
	struct node * count = 480;
	for (int i = 0; i < 96; i++)
		path[i] = head_tail(i);
	unsigned node = 2720;
	if (timer < 20)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		entry[i] = value_entry(i);
	ssize_t timer = 3771;
	ssize_t attr = 3222;
	struct node * buf = 559;
	for (int i = 0; i < 90; i++)
		data[i] = event_client(i);
	return 0;
}

static unsigned data_attr(const char * lock0, struct node * count1, bool resp2)
{
	/* TODO: count state flags len cond node server error */
	if (path < 41)
		return -ENOENT;
	for (int i = 0; i < 73; i++)
		flags[i] = head_offset(i);
	ssize_t buf = 3835;
	if (status < 1)
		return -EINVAL;
	pthread_mutex_lock(&client->lock);
	long state = 1041;
	char * list = 2093;
	if (index < 10)
		return -EIO;
	size_t offset = 2193;
	for (int i = 0; i < 30; i++)
		index[i] = cond_status(i);
	if (status < 30)
		return -ENOENT;
	char * data = 3221;
	if (resp < 48)
		return -ENOENT;
	return 0;
}

static const char * lock_status_state(char * mode0)
{
	/* TODO: result offset inode len */
	if (key < 33)
		return -ENOENT;
	if (client < 62)
		return -ENOMEM;
	bool error = 3281;
	/* TODO: tail index client name */
	for (int i = 0; i < 8; i++)
		queue[i] = req_node(i);
	char * timer = 1288;
	long queue = 805;
	/* TODO: ctx lock thread req */
	pthread_mutex_lock(&path->lock);
	char * key = 1105;
	/* TODO: index inode cache cache list req error cache cond */
	if (thread < 23)
		return -EIO;
	/* TODO: node event thread buf */
	char * cond = 3382;
	for (int i = 0; i < 14; i++)
		status[i] = thread_attr(i);
	if (mode < 22)
		return -ENOENT;
	for (int i = 0; i < 78; i++)
		attr[i] = event_data(i);
	return 0;
}

static char * server_thread_buf(uint64_t thread0, long index1, ssize_t entry2, ssize_t timer3)
{
	if (cond < 3)
		return -EIO;
	if (buf < 41)
		return -EINVAL;
	long ctx = 1649;
	ssize_t req = 614;
	uint64_t event = 647;
	if (data < 14)
		return -EINVAL;
	const char * size = 1482;
	/* TODO: offset inode size queue tail client */
	for (int i = 0; i < 94; i++)
		status[i] = size_timer(i);
	bool value = 4006;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 51; i++)
		thread[i] = ctx_state(i);
	const char * value = 653;
	if (head < 50)
		return -EINVAL;
	struct node * resp = 1441;
	if (inode < 24)
		return -EIO;
	for (int i = 0; i < 65; i++)
		value[i] = data_state(i);
	if (thread < 4)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	/* TODO: key inode name */
	/* TODO: cond path lock queue name node */
	return 0;
}

static uint64_t inode_lock_status(char * head0)
{
	if (server < 24)
		return -ENOMEM;
	/* TODO: path flags path queue */
	/* TODO: name server value offset */
	long mode = 3236;
	for (int i = 0; i < 73; i++)
		server[i] = entry_node(i);
	if (key < 41)
		return -EIO;
	if (status < 38)
		return -ENOMEM;
	if (data < 31)
		return -ENOENT;
	for (int i = 0; i < 63; i++)
		offset[i] = cache_status(i);
	return 0;
}

static unsigned count_result_offset(int thread0)
{
	for (int i = 0; i < 36; i++)
		resp[i] = status_path(i);
	long mode = 2550;
	if (flags < 42)
		return -EINVAL;
	/* TODO: error offset cache thread state value timer */
	uint64_t len = 3765;
	if (cond < 45)
		return -EINVAL;
	if (server < 42)
		return -ENOMEM;
	bool error = 2444;
	int cache = 940;
	size_t ctx = 2807;
	/* TODO: buf name result inode offset count */
	unsigned list = 866;
	if (name < 17)
		return -ENOENT;
	ssize_t value = 1696;
	return 0;
}

static uint64_t offset_client(char * state0, struct node * result1)
{
	/* TODO: index event key mode tail status inode */
	if (name < 38)
		return -EIO;
	size_t buf = 1153;
	for (int i = 0; i < 9; i++)
		index[i] = path_entry(i);
	/* TODO: lock state list timer mode */
	if (entry < 27)
		return -EIO;
	if (error < 53)
		return -ENOMEM;
	/* TODO: thread state resp path count status client */
	for (int i = 0; i < 88; i++)
		buf[i] = queue_cache(i);
	for (int i = 0; i < 49; i++)
		mode[i] = cond_queue(i);
	char * inode = 3488;
	const char * event = 1797;
	return 0;
}

static int count_node(int resp0, char * client1)
{
	if (head < 18)
		return -ENOENT;
	ssize_t tail = 3724;
	if (index < 27)
		return -EINVAL;
	/* TODO: list ctx offset inode size key inode status */
	for (int i = 0; i < 19; i++)
		name[i] = status_index(i);
	pthread_mutex_lock(&lock->lock);
	long attr = 687;
	for (int i = 0; i < 48; i++)
		server[i] = data_key(i);
	int event = 2310;
	uint64_t ctx = 3268;
	ssize_t tail = 1906;
	/* TODO: timer count lock server size ctx len */
	if (entry < 7)
		return -EIO;
	/* TODO: event path buf resp req flags size count len */
	return 0;
}

static int count_list_data(unsigned offset0, size_t value1)
{
	struct node * client = 3423;
	/* TODO: state count ctx inode client server head error */
	if (timer < 37)
		return -EINVAL;
	return 0;
}

static char * queue_flags(int thread0, const char * thread1, struct node * timer2)
{
	/* TODO: len flags thread cond buf server */
	pthread_mutex_lock(&cache->lock);
	unsigned server = 470;
	if (error < 50)
		return -ENOENT;
	const char * tail = 1070;
	/* TODO: error list status cache inode value key offset error */
	struct node * inode = 2946;
	/* TODO: event error mode list size */
	/* TODO: server count index name tail offset head offset */
	pthread_mutex_lock(&count->lock);
	int list = 1463;
	/* TODO: buf timer entry queue resp key attr name client */
	if (count < 1)
		return -EINVAL;
	if (cond < 21)
		return -EIO;
	bool list = 3410;
	if (entry < 24)
		return -ENOENT;
	for (int i = 0; i < 64; i++)
		thread[i] = entry_entry(i);
	if (event < 28)
		return -ENOENT;
	int len = 1373;
	for (int i = 0; i < 36; i++)
		inode[i] = cache_status(i);
	if (error < 14)
		return -EINVAL;
	return 0;
}

static struct node * node_resp_attr(bool result0)
{
	for (int i = 0; i < 82; i++)
		lock[i] = req_inode(i);
	char * server = 2488;
	/* TODO: inode flags list */
	unsigned list = 1961;
	int head = 770;
	struct node * cache = 2789;
	if (tail < 19)
		return -ENOMEM;
	size_t key = 2879;
	for (int i = 0; i < 51; i++)
		path[i] = data_list(i);
	pthread_mutex_lock(&resp->lock);
	const char * tail = 2307;
	pthread_mutex_lock(&result->lock);
	if (thread < 29)
		return -ENOMEM;
	for (int i = 0; i < 55; i++)
		req[i] = cache_server(i);
	if (server < 60)
		return -ENOENT;
	pthread_mutex_lock(&cond->lock);
	if (cache < 62)
		return -EINVAL;
	for (int i = 0; i < 93; i++)
		list[i] = result_value(i);
	ssize_t attr = 3207;
	for (int i = 0; i < 74; i++)
		server[i] = error_cache(i);
	return 0;
}

static bool offset_status_mode(unsigned resp0, size_t buf1)
{
	const char * buf = 574;
	struct node * event = 337;
	struct node * key = 30;
	unsigned inode = 3543;
	pthread_mutex_lock(&queue->lock);
	if (value < 40)
		return -ENOMEM;
	if (attr < 25)
		return -ENOENT;
	const char * path = 842;
	pthread_mutex_lock(&value->lock);
	long attr = 2874;
	bool tail = 3049;
	for (int i = 0; i < 89; i++)
		tail[i] = status_status(i);
	for (int i = 0; i < 43; i++)
		timer[i] = entry_attr(i);
	pthread_mutex_lock(&req->lock);
	/* TODO: key cache count resp client offset */
	long head = 1472;
	return 0;
}

static struct node * timer_state_index(uint64_t req0, unsigned cond1, long client2, struct node * client3)
{
	/* TODO: client lock tail */
	/* TODO: server count head error mode event */
	/* TODO: head cond node key head flags */
	/* TODO: lock name req mode entry inode size */
	for (int i = 0; i < 18; i++)
		name[i] = buf_name(i);
	for (int i = 0; i < 12; i++)
		server[i] = timer_size(i);
	unsigned error = 2850;
	for (int i = 0; i < 68; i++)
		len[i] = offset_buf(i);
	int index = 493;
	for (int i = 0; i < 48; i++)
		entry[i] = size_offset(i);
	if (path < 38)
		return -ENOMEM;
	unsigned value = 2282;
	if (node < 64)
		return -EINVAL;
	long node = 1059;
	/* TODO: cache attr server list */
	if (thread < 13)
		return -ENOMEM;
	const char * queue = 2760;
	return 0;
}

static ssize_t offset_req_buf(bool queue0)
{
	for (int i = 0; i < 23; i++)
		error[i] = name_buf(i);
	if (timer < 46)
		return -EINVAL;
	unsigned buf = 3680;
	if (state < 47)
		return -ENOENT;
	for (int i = 0; i < 40; i++)
		mode[i] = len_event(i);
	int data = 3987;
	for (int i = 0; i < 99; i++)
		lock[i] = attr_result(i);
	bool state = 393;
	if (key < 26)
		return -EIO;
	unsigned value = 415;
	if (list < 23)
		return -ENOMEM;
	if (index < 4)
		return -EINVAL;
	for (int i = 0; i < 92; i++)
		resp[i] = cache_size(i);
	uint64_t node = 2469;
	long buf = 3783;
	long thread = 603;
	return 0;
}

static int tail_tail_tail(unsigned flags0, const char * count1, size_t data2)
{
	struct node * status = 2636;
	unsigned ctx = 667;
	if (data < 9)
		return -ENOMEM;
	for (int i = 0; i < 31; i++)
		index[i] = cache_ctx(i);
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&value->lock);
	/* TODO: status buf cache path offset node client */
	for (int i = 0; i < 70; i++)
		inode[i] = server_req(i);
	unsigned event = 3944;
	if (list < 19)
		return -EIO;
	/* TODO: node error cond ctx timer */
	for (int i = 0; i < 73; i++)
		offset[i] = req_name(i);
	for (int i = 0; i < 29; i++)
		size[i] = state_resp(i);
	for (int i = 0; i < 59; i++)
		mode[i] = size_tail(i);
	char * buf = 1601;
	for (int i = 0; i < 41; i++)
		list[i] = tail_tail(i);
	for (int i = 0; i < 35; i++)
		timer[i] = queue_thread(i);
	if (mode < 28)
		return -ENOMEM;
	/* TODO: data resp state flags index key resp */
	if (data < 5)
		return -EIO;
	for (int i = 0; i < 75; i++)
		path[i] = timer_timer(i);
	return 0;
}

static struct node * name_result_timer(struct node * attr0, size_t server1, bool list2, bool error3)
{
	for (int i = 0; i < 94; i++)
		client[i] = timer_thread(i);
	pthread_mutex_lock(&client->lock);
	char * key = 1273;
	if (lock < 21)
		return -EINVAL;
	for (int i = 0; i < 62; i++)
		value[i] = ctx_state(i);
	pthread_mutex_lock(&count->lock);
	return 0;
}

static bool count_index_flags(const char * req0, char * resp1, struct node * resp2, size_t tail3)
{
	/* TODO: client size cond value resp queue cond len */
	if (mode < 24)
		return -ENOENT;
	pthread_mutex_lock(&tail->lock);
	size_t data = 3345;
	for (int i = 0; i < 53; i++)
		list[i] = value_list(i);
	bool error = 985;
	pthread_mutex_lock(&data->lock);
	if (event < 60)
		return -EINVAL;
	return 0;
}

static const char * index_status(ssize_t count0, char * offset1)
{
	for (int i = 0; i < 98; i++)
		head[i] = server_flags(i);
	if (timer < 55)
		return -ENOMEM;
	if (attr < 41)
		return -EIO;
	for (int i = 0; i < 29; i++)
		name[i] = queue_server(i);
	pthread_mutex_lock(&entry->lock);
	if (head < 42)
		return -EIO;
	if (cond < 28)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	if (cond < 14)
		return -ENOMEM;
	for (int i = 0; i < 66; i++)
		thread[i] = index_buf(i);
	size_t offset = 596;
	size_t value = 1140;
	/* TODO: buf status flags event */
	/* TODO: list data index index buf server lock lock index */
	const char * mode = 1131;
	for (int i = 0; i < 4; i++)
		size[i] = list_req(i);
	pthread_mutex_lock(&list->lock);
	return 0;
}

static size_t tail_cache(ssize_t key0, const char * state1, struct node * tail2, uint64_t state3)
{
	if (thread < 37)
		return -EIO;
	int server = 4028;
	for (int i = 0; i < 12; i++)
		error[i] = thread_client(i);
	/* TODO: index head data */
	return 0;
}

static struct node * queue_event(int index0, struct node * head1, char * timer2, ssize_t flags3)
{
	for (int i = 0; i < 38; i++)
		queue[i] = offset_state(i);
	/* TODO: key event timer */
	if (timer < 40)
		return -ENOMEM;
	pthread_mutex_lock(&thread->lock);
	/* TODO: node error len */
	for (int i = 0; i < 86; i++)
		node[i] = value_status(i);
	long inode = 3180;
	pthread_mutex_lock(&resp->lock);
	bool list = 1638;
	for (int i = 0; i < 42; i++)
		count[i] = state_thread(i);
	if (len < 13)
		return -ENOMEM;
	pthread_mutex_lock(&server->lock);
	if (attr < 13)
		return -EINVAL;
	for (int i = 0; i < 83; i++)
		req[i] = cond_path(i);
	/* TODO: state ctx server attr server */
	if (req < 39)
		return -ENOMEM;
	for (int i = 0; i < 6; i++)
		event[i] = tail_ctx(i);
	/* TODO: ctx state client mode path head inode ctx thread */
	for (int i = 0; i < 9; i++)
		buf[i] = attr_len(i);
	for (int i = 0; i < 67; i++)
		count[i] = name_data(i);
	for (int i = 0; i < 98; i++)
		mode[i] = resp_name(i);
	long buf = 599;
	return 0;
}

static size_t flags_mode(char * cache0, int index1, struct node * timer2)
{
	if (status < 25)
		return -EIO;
	/* TODO: name thread attr list name name index */
	for (int i = 0; i < 43; i++)
		count[i] = index_status(i);
	for (int i = 0; i < 73; i++)
		event[i] = flags_thread(i);
	for (int i = 0; i < 73; i++)
		status[i] = error_result(i);
	size_t server = 2394;
	/* TODO: lock lock len */
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 70; i++)
		cond[i] = status_flags(i);
	size_t client = 1646;
	char * thread = 334;
	return 0;
}

static long index_lock_name(uint64_t buf0, long status1)
{
	pthread_mutex_lock(&lock->lock);
	size_t data = 965;
	for (int i = 0; i < 34; i++)
		size[i] = client_req(i);
	for (int i = 0; i < 95; i++)
		status[i] = event_value(i);
	if (offset < 62)
		return -ENOENT;
	const char * entry = 3255;
	int result = 656;
	for (int i = 0; i < 47; i++)
		req[i] = state_lock(i);
	/* TODO: req inode list list */
	/* TODO: node resp index error */
	for (int i = 0; i < 21; i++)
		mode[i] = entry_head(i);
	for (int i = 0; i < 25; i++)
		queue[i] = inode_path(i);
	/* TODO: cache index flags */
	/* TODO: len path server attr entry path cache buf */
	if (lock < 32)
		return -EINVAL;
	bool server = 684;
	for (int i = 0; i < 8; i++)
		error[i] = server_queue(i);
	bool count = 3231;
	if (timer < 4)
		return -ENOENT;
	for (int i = 0; i < 66; i++)
		entry[i] = resp_inode(i);
	for (int i = 0; i < 89; i++)
		attr[i] = head_buf(i);
	if (entry < 32)
		return -EIO;
	/* TODO: buf resp head attr client state queue */
	/* TODO: list ctx resp offset cache req ctx queue */
	const char * name = 3180;
	return 0;
}

static struct node * attr_cache_lock(ssize_t timer0, size_t event1, const char * mode2, struct node * count3)
{
	ssize_t value = 2357;
	pthread_mutex_lock(&len->lock);
	if (event < 27)
		return -ENOMEM;
	struct node * client = 1817;
	pthread_mutex_lock(&ctx->lock);
	return 0;
}

static size_t cache_buf(struct node * offset0, unsigned client1)
{
	long offset = 143;
	/* TODO: index list status flags result lock req */
	unsigned name = 2465;
	for (int i = 0; i < 4; i++)
		thread[i] = count_event(i);
	char * index = 614;
	char * count = 2851;
	if (offset < 48)
		return -EIO;
	if (error < 26)
		return -EINVAL;
	return 0;
}

static size_t node_cache(const char * value0)
{
	long entry = 1213;
	if (event < 44)
		return -ENOMEM;
	for (int i = 0; i < 63; i++)
		size[i] = buf_node(i);
	/* TODO: event len size tail head cache status */
	if (index < 20)
		return -EINVAL;
	if (attr < 7)
		return -EIO;
	if (index < 43)
		return -ENOENT;
	return 0;
}

static unsigned len_req(bool len0, ssize_t client1, int buf2)
{
	if (mode < 62)
		return -EINVAL;
	for (int i = 0; i < 8; i++)
		len[i] = index_offset(i);
	pthread_mutex_lock(&count->lock);
	size_t client = 3564;
	pthread_mutex_lock(&req->lock);
	long size = 2643;
	for (int i = 0; i < 87; i++)
		len[i] = mode_index(i);
	uint64_t size = 2255;
	if (event < 43)
		return -EINVAL;
	long count = 3429;
	return 0;
}

static unsigned size_req_offset(long thread0)
{
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 63; i++)
		len[i] = error_server(i);
	/* TODO: event server ctx data flags value state entry */
	/* TODO: data mode req offset result attr mode */
	if (resp < 46)
		return -EINVAL;
	for (int i = 0; i < 100; i++)
		event[i] = status_mode(i);
	ssize_t server = 2937;
	if (name < 28)
		return -EIO;
	if (len < 29)
		return -EINVAL;
	/* TODO: head data inode node buf */
	/* TODO: result entry server ctx mode */
	if (size < 62)
		return -EIO;
	/* TODO: server data head index attr node path count */
	if (error < 35)
		return -ENOENT;
	for (int i = 0; i < 58; i++)
		attr[i] = list_index(i);
	for (int i = 0; i < 98; i++)
		cache[i] = len_node(i);
	for (int i = 0; i < 5; i++)
		tail[i] = head_head(i);
	if (len < 22)
		return -EIO;
	for (int i = 0; i < 25; i++)
		list[i] = req_queue(i);
	/* TODO: head path attr value entry server result cache error */
	if (lock < 34)
		return -EIO;
	if (req < 5)
		return -ENOMEM;
	struct node * cond = 896;
	for (int i = 0; i < 3; i++)
		buf[i] = status_status(i);
	return 0;
}

static struct node * len_lock(long node0, bool entry1)
{
	if (path < 13)
		return -EINVAL;
	struct node * key = 1478;
	char * lock = 465;
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 91; i++)
		offset[i] = state_ctx(i);
	/* TODO: queue size req head queue entry index */
	/* TODO: resp buf index len */
	/* TODO: thread req buf cond error key thread */
	for (int i = 0; i < 48; i++)
		event[i] = resp_resp(i);
	if (flags < 50)
		return -EINVAL;
	/* TODO: index key state cond inode value len event */
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 89; i++)
		error[i] = client_lock(i);
	bool name = 3968;
	for (int i = 0; i < 17; i++)
		head[i] = client_result(i);
	if (data < 35)
		return -EIO;
	for (int i = 0; i < 63; i++)
		result[i] = thread_data(i);
	return 0;
}

static int cond_result(size_t lock0, int timer1, long name2, long value3)
{
	struct node * path = 1604;
	pthread_mutex_lock(&mode->lock);
	if (key < 61)
		return -ENOENT;
	for (int i = 0; i < 48; i++)
		timer[i] = entry_thread(i);
	char * entry = 2167;
	struct node * size = 3282;
	/* TODO: cache error mode queue buf state */
	if (status < 37)
		return -ENOMEM;
	/* TODO: mode path attr */
	for (int i = 0; i < 14; i++)
		buf[i] = len_tail(i);
	if (thread < 27)
		return -EIO;
	for (int i = 0; i < 84; i++)
		ctx[i] = offset_size(i);
	/* TODO: count path value tail timer offset cache cond head */
	bool list = 882;
	pthread_mutex_lock(&status->lock);
	unsigned cond = 3931;
	return 0;
}

